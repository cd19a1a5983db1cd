import { AddSlaEvents } from '@bytecraft/service-runtime/records/sla/sla-events';

/** The promises made on leads, kept or missed, for the report and the breach mails. */
export class AddSlaEvents1795001000000 extends AddSlaEvents {}
