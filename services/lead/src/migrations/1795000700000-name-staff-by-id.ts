import { NameStaffById } from '@bytecraft/service-runtime/records/staff-ids';

/** The activity names staff by account id; old addresses wait for the gateway's mapping. */
export class NameStaffById1795000700000 extends NameStaffById {}
