import { AddBusinessHours } from '@bytecraft/service-runtime/records/business-hours-settings';

/** The recruiting service's copy of the business hours an admin set, which its due times count in. */
export class AddBusinessHours1795001300000 extends AddBusinessHours {}
