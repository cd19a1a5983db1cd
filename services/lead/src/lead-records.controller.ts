import { kindsOwnedBy } from '@bytecraft/contracts/records';
import { ServiceName } from '@bytecraft/contracts/rpc';
import {
  countsController,
  recordsController,
  workController,
  workloadController,
} from '@bytecraft/service-runtime/records/records.module';
import { staffIdsController } from '@bytecraft/service-runtime/records/staff-ids';

/** The kinds this service owns: staff move each through a workflow and work it. */
export const LEAD_KINDS = kindsOwnedBy(ServiceName.Lead);

/** Staff reads, exports and status changes of the lead kinds. */
export class LeadRecordsController extends recordsController(LEAD_KINDS) {}

/** Staff work on the lead kinds: owner, follow-up, notes, replies and bulk changes. */
export class LeadWorkController extends workController(LEAD_KINDS) {}

/** The dashboard's counts of the lead kinds. */
export class LeadCountsController extends countsController(ServiceName.Lead) {}

/** The dashboard's work figures of the lead kinds. */
export class LeadWorkloadController extends workloadController(ServiceName.Lead) {}

/** The gateway's mapping of staff addresses to account ids, for the activity's older entries. */
export class LeadStaffIdsController extends staffIdsController(ServiceName.Lead) {}
