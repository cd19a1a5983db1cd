import { AddSearchIndexes } from '@bytecraft/service-runtime/records/search-index';

/** Staff searches over all rows use trigram indexes, not a scan of the table. */
export class AddSearchIndexes1795000300000 extends AddSearchIndexes {
  override readonly tables = {
    contacts: 'contact',
    schedule_calls: 'schedule-call',
    consultations: 'consultation',
    developer_hires: 'developer-hire',
  } as const;
}
