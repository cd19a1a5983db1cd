import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * One index in the order staff read subscriptions: the list walks it backwards (newest first,
 * id breaking ties) and the CSV export forwards from its cursor, so neither sorts the table.
 */
export class IndexSubscriptionsByDate1795000100000 extends sqlMigration(
  [
    `CREATE INDEX "newsletter_subscriptions_subscribed_id" ON "newsletter_subscriptions" ("subscribedAt", "id")`,
  ],
  [`DROP INDEX "newsletter_subscriptions_subscribed_id"`],
) {}
