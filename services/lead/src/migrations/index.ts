import { CreateContacts1795000000000 } from './1795000000000-create-contacts';
import { CreateConsultationsCallsHires1795000100000 } from './1795000100000-create-consultations-calls-hires';
import { AddStaffTriage1795000200000 } from './1795000200000-add-staff-triage';
import { AddSearchIndexes1795000300000 } from './1795000300000-add-search-indexes';
import { AddRecordWork1795000400000 } from './1795000400000-add-record-work';
import { AddPersonIndexes1795000500000 } from './1795000500000-add-person-indexes';
import { MoveStatusHistory1795000600000 } from './1795000600000-move-status-history';
import { NameStaffById1795000700000 } from './1795000700000-name-staff-by-id';
import { AddVisitorReplies1795000800000 } from './1795000800000-add-visitor-replies';
import { AddDueTimes1795000900000 } from './1795000900000-add-due-times';
import { AddSlaEvents1795001000000 } from './1795001000000-add-sla-events';
import { AddPriority1795001100000 } from './1795001100000-add-priority';
import { AddBusinessHours1795001200000 } from './1795001200000-add-business-hours';
import { AddLastPromise1795001400000 } from './1795001400000-add-last-promise';

/**
 * The lead service's schema, oldest first: every start brings its database up to the last. A new
 * migration is one file in this folder and its line here.
 */
export const LEAD_MIGRATIONS = [
  CreateContacts1795000000000,
  CreateConsultationsCallsHires1795000100000,
  AddStaffTriage1795000200000,
  AddSearchIndexes1795000300000,
  AddRecordWork1795000400000,
  AddPersonIndexes1795000500000,
  MoveStatusHistory1795000600000,
  NameStaffById1795000700000,
  AddVisitorReplies1795000800000,
  AddDueTimes1795000900000,
  AddSlaEvents1795001000000,
  AddPriority1795001100000,
  AddBusinessHours1795001200000,
  AddLastPromise1795001400000,
];
