import { AddBusinessHours } from '@bytecraft/service-runtime/records/business-hours-settings';

/**
 * The business hours an admin set, one row (id 1), in the table each service keeps its copy in.
 * No row until the first change: until then BUSINESS_HOURS_ZONE, BUSINESS_DAYS, BUSINESS_HOURS
 * and BUSINESS_HOLIDAYS give the initial value.
 */
export class CreateBusinessHours1806000000000 extends AddBusinessHours {}
