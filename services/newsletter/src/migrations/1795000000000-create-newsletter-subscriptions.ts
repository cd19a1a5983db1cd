import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

export class CreateNewsletterSubscriptions1795000000000 extends sqlMigration(
  [
    `
      CREATE TABLE "newsletter_subscriptions" (
        "id" uuid PRIMARY KEY,
        "email" varchar(254) NOT NULL UNIQUE,
        "status" varchar(20) NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'unsubscribed')),
        "source" varchar(50) NOT NULL,
        "token" varchar(64) NOT NULL UNIQUE,
        "subscribedAt" timestamptz NOT NULL,
        "unsubscribedAt" timestamptz,
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "newsletter_subscriptions_status" ON "newsletter_subscriptions" ("status", "subscribedAt" DESC)`,
  ],
  [`DROP TABLE "newsletter_subscriptions"`],
) {}
