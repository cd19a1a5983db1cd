import { AddPriority } from '@bytecraft/service-runtime/records/due-times';

/** Staff may set a lead's priority, which selects when its first answer is due. */
export class AddPriority1795001100000 extends AddPriority {
  override readonly tables = ['contacts', 'schedule_calls', 'consultations', 'developer_hires'];
}
