import { describeStaffIdsMigration } from '@bytecraft/testing/staff-ids-migration';
import { LEAD_ENTITIES } from '../src/app.module';
import { LEAD_MIGRATIONS } from '../src/migrations';
import { NameStaffById1795000700000 } from '../src/migrations/1795000700000-name-staff-by-id';

describeStaffIdsMigration(
  'lead',
  'contact',
  LEAD_MIGRATIONS,
  LEAD_ENTITIES,
  NameStaffById1795000700000,
);
