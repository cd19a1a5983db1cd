import { CreateRecruitingTables1795000000000 } from './1795000000000-create-recruiting-tables';
import { AddStaffTriage1795000100000 } from './1795000100000-add-staff-triage';
import { AddSearchIndexes1795000200000 } from './1795000200000-add-search-indexes';
import { AddInternshipStatus1795000300000 } from './1795000300000-add-internship-status';
import { AddPositionIndex1795000400000 } from './1795000400000-add-position-index';
import { AddRecordWork1795000500000 } from './1795000500000-add-record-work';
import { AddPersonIndexes1795000600000 } from './1795000600000-add-person-indexes';
import { MoveStatusHistory1795000700000 } from './1795000700000-move-status-history';
import { NameStaffById1795000800000 } from './1795000800000-name-staff-by-id';
import { AddVisitorReplies1795000900000 } from './1795000900000-add-visitor-replies';
import { AddDueTimes1795001000000 } from './1795001000000-add-due-times';
import { AddSlaEvents1795001100000 } from './1795001100000-add-sla-events';
import { AddPriority1795001200000 } from './1795001200000-add-priority';
import { AddBusinessHours1795001300000 } from './1795001300000-add-business-hours';
import { AddLastPromise1795001400000 } from './1795001400000-add-last-promise';

/**
 * The recruiting service's schema, oldest first: every start brings its database up to the
 * last. A new migration is one file in this folder and its line here.
 */
export const RECRUITING_MIGRATIONS = [
  CreateRecruitingTables1795000000000,
  AddStaffTriage1795000100000,
  AddSearchIndexes1795000200000,
  AddInternshipStatus1795000300000,
  AddPositionIndex1795000400000,
  AddRecordWork1795000500000,
  AddPersonIndexes1795000600000,
  MoveStatusHistory1795000700000,
  NameStaffById1795000800000,
  AddVisitorReplies1795000900000,
  AddDueTimes1795001000000,
  AddSlaEvents1795001100000,
  AddPriority1795001200000,
  AddBusinessHours1795001300000,
  AddLastPromise1795001400000,
];
