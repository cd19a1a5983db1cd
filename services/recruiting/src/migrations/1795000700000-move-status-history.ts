import { MoveStatusHistory } from '@bytecraft/service-runtime/records/status-history';

/** A record's status changes join the rest of its activity: one history table. */
export class MoveStatusHistory1795000700000 extends MoveStatusHistory {}
