import { AddSlaEvents } from '@bytecraft/service-runtime/records/sla/sla-events';

/** The promises made on applications and questions, kept or missed, for the report and the breach mails. */
export class AddSlaEvents1795001100000 extends AddSlaEvents {}
