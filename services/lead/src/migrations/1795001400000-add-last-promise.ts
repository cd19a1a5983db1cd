import { AddLastPromise } from '@bytecraft/service-runtime/records/sla/last-promise';

/** A lead carries how its last answered promise ended, for the console's lists. */
export class AddLastPromise1795001400000 extends AddLastPromise {
  override readonly tables = ['contacts', 'schedule_calls', 'consultations', 'developer_hires'];
}
