import { AddBusinessHours } from '@bytecraft/service-runtime/records/business-hours-settings';

/** The lead service's copy of the business hours an admin set, which its due times count in. */
export class AddBusinessHours1795001200000 extends AddBusinessHours {}
