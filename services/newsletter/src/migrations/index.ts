import { CreateNewsletterSubscriptions1795000000000 } from './1795000000000-create-newsletter-subscriptions';
import { IndexSubscriptionsByDate1795000100000 } from './1795000100000-index-subscriptions-by-date';
import { AddSearchIndexes1795000200000 } from './1795000200000-add-search-indexes';
import { KeepConsentAndConfirm1795000300000 } from './1795000300000-keep-consent-and-confirm';
import { CreateCampaigns1795000400000 } from './1795000400000-create-campaigns';
import { BouncedSubscriptions1795000500000 } from './1795000500000-bounced-subscriptions';

/**
 * The newsletter service's schema, oldest first: every start brings its database up to the
 * last. A new migration is one file in this folder and its line here.
 */
export const NEWSLETTER_MIGRATIONS = [
  CreateNewsletterSubscriptions1795000000000,
  IndexSubscriptionsByDate1795000100000,
  AddSearchIndexes1795000200000,
  KeepConsentAndConfirm1795000300000,
  CreateCampaigns1795000400000,
  BouncedSubscriptions1795000500000,
];
