import { AddSearchIndexes } from '@bytecraft/service-runtime/records/search-index';

/** Staff searches over all rows use trigram indexes, not a scan of the table. */
export class AddSearchIndexes1795000200000 extends AddSearchIndexes {
  override readonly tables = { newsletter_subscriptions: 'newsletter-subscription' } as const;
}
