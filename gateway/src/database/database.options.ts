import type { DataSourceOptions } from 'typeorm';
import { listenedPgPool } from '@bytecraft/service-runtime/database/listened-pg-client';
import { BusinessHoursRow } from '@bytecraft/service-runtime/records/business-hours.entity';
import { AuditLogEntry } from '../audit/audit-entry.entity';
import { CreateStaffAccounts1796000000000 } from '../migrations/1796000000000-create-staff-accounts';
import { StaffRolesAndTokens1796500000000 } from '../migrations/1796500000000-staff-roles-and-tokens';
import { CreateAuditLog1797000000000 } from '../migrations/1797000000000-create-audit-log';
import { StaffTwoFactor1798000000000 } from '../migrations/1798000000000-staff-two-factor';
import { CreateTeamSettings1799000000000 } from '../migrations/1799000000000-create-team-settings';
import { CreateReplyTemplates1800000000000 } from '../migrations/1800000000000-create-reply-templates';
import { CreateErasures1801000000000 } from '../migrations/1801000000000-create-erasures';
import { NameTemplateEditorsById1802000000000 } from '../migrations/1802000000000-name-template-editors-by-id';
import { NameAuditActorsById1803000000000 } from '../migrations/1803000000000-name-audit-actors-by-id';
import { NameErasureRequestersById1804000000000 } from '../migrations/1804000000000-name-erasure-requesters-by-id';
import { CreateAutoAssignment1805000000000 } from '../migrations/1805000000000-create-auto-assignment';
import { CreateBusinessHours1806000000000 } from '../migrations/1806000000000-create-business-hours';
import { AssignmentKindRow, StaffAvailabilityRow } from '../assignment/assignment.entities';
import { ErasureRow } from '../erasures/erasure.entity';
import { ReplyTemplateRow } from '../records/reply-templates/reply-template.entity';
import { TeamSettingsRow } from '../settings/team-settings.entity';
import { StaffAccount } from '../staff/staff-account.entity';
import { StaffToken } from '../staff/staff-token.entity';

export const GATEWAY_ENTITIES = [
  StaffAccount,
  StaffToken,
  AuditLogEntry,
  TeamSettingsRow,
  ReplyTemplateRow,
  ErasureRow,
  AssignmentKindRow,
  StaffAvailabilityRow,
  BusinessHoursRow,
];
export const GATEWAY_MIGRATIONS = [
  CreateStaffAccounts1796000000000,
  StaffRolesAndTokens1796500000000,
  CreateAuditLog1797000000000,
  StaffTwoFactor1798000000000,
  CreateTeamSettings1799000000000,
  CreateReplyTemplates1800000000000,
  CreateErasures1801000000000,
  NameTemplateEditorsById1802000000000,
  NameAuditActorsById1803000000000,
  NameErasureRequestersById1804000000000,
  CreateAutoAssignment1805000000000,
  CreateBusinessHours1806000000000,
];

/** The gateway's database, for the app and the staff command line alike. */
export const gatewayDatabaseOptions = (url: string) =>
  ({
    type: 'postgres',
    url,
    entities: GATEWAY_ENTITIES,
    migrations: GATEWAY_MIGRATIONS,
    // Tables come only from migrations, which every start applies before taking requests
    // (openMigrated: one replica at a time).
    synchronize: false,
    // A database that is away fails a request (and the health check) instead of holding it.
    extra: { connectionTimeoutMillis: 3000, ...listenedPgPool },
  }) satisfies DataSourceOptions;
