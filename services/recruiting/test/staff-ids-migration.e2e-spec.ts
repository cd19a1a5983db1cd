import { describeStaffIdsMigration } from '@bytecraft/testing/staff-ids-migration';
import { RECRUITING_ENTITIES } from '../src/app.module';
import { RECRUITING_MIGRATIONS } from '../src/migrations';
import { NameStaffById1795000800000 } from '../src/migrations/1795000800000-name-staff-by-id';

describeStaffIdsMigration(
  'recruiting',
  'job-application',
  RECRUITING_MIGRATIONS,
  RECRUITING_ENTITIES,
  NameStaffById1795000800000,
);
