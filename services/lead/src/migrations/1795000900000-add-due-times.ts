import { AddDueTimes } from '@bytecraft/service-runtime/records/due-times';

/** Each lead carries when our next answer to it is due. */
export class AddDueTimes1795000900000 extends AddDueTimes {
  override readonly tables = ['contacts', 'schedule_calls', 'consultations', 'developer_hires'];
}
