import { kindsOwnedBy } from '@bytecraft/contracts/records';
import { ServiceName } from '@bytecraft/contracts/rpc';
import {
  countsController,
  recordsController,
  workController,
  workloadController,
} from '@bytecraft/service-runtime/records/records.module';
import { staffIdsController } from '@bytecraft/service-runtime/records/staff-ids';

/** The kinds this service owns, each worked by staff. */
export const RECRUITING_KINDS = kindsOwnedBy(ServiceName.Recruiting);

/** Staff reads, exports and status changes of the recruiting kinds. */
export class RecruitingRecordsController extends recordsController(RECRUITING_KINDS) {}

/** Staff work on the recruiting kinds: owner, follow-up, notes, replies and bulk changes. */
export class RecruitingWorkController extends workController(RECRUITING_KINDS) {}

/** The dashboard's counts of the recruiting kinds. */
export class RecruitingCountsController extends countsController(ServiceName.Recruiting) {}

/** The dashboard's work figures of the recruiting kinds. */
export class RecruitingWorkloadController extends workloadController(ServiceName.Recruiting) {}

/** The gateway's mapping of staff addresses to account ids, for the activity's older entries. */
export class RecruitingStaffIdsController extends staffIdsController(ServiceName.Recruiting) {}
