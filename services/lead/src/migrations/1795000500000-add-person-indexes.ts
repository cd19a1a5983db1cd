import { AddPersonIndexes } from '@bytecraft/service-runtime/people/person-rows';

/**
 * A person's records (for the person view, the export and the erasure) are found by their
 * address lower-cased, from an index of it rather than a scan of every row.
 */
export class AddPersonIndexes1795000500000 extends AddPersonIndexes {
  override readonly tables = ['contacts', 'schedule_calls', 'consultations', 'developer_hires'];
}
