import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * Campaigns and their audiences. A campaign's recipients are the active subscriptions when its
 * send starts, frozen as rows here (`position` orders the batches); a subscription erased is
 * taken from every audience with it.
 */
export class CreateCampaigns1795000400000 extends sqlMigration(
  [
    `
      CREATE TABLE "newsletter_campaigns" (
        "id" uuid PRIMARY KEY,
        "subject" varchar(200) NOT NULL,
        "preheader" varchar(200),
        "body" text NOT NULL,
        "state" varchar(12) NOT NULL DEFAULT 'draft'
          CHECK ("state" IN ('draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled')),
        "scheduledAt" timestamptz,
        "startedAt" timestamptz,
        "finishedAt" timestamptz,
        "createdBy" uuid NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "newsletter_campaigns_created" ON "newsletter_campaigns" ("createdAt" DESC)`,
    `
      CREATE TABLE "newsletter_campaign_recipients" (
        "campaignId" uuid NOT NULL REFERENCES "newsletter_campaigns" ("id") ON DELETE CASCADE,
        "position" int NOT NULL,
        "subscriptionId" uuid NOT NULL
          REFERENCES "newsletter_subscriptions" ("id") ON DELETE CASCADE,
        "state" varchar(10) NOT NULL DEFAULT 'pending'
          CHECK ("state" IN ('pending', 'queued', 'skipped')),
        "unsubscribed" boolean NOT NULL DEFAULT false,
        PRIMARY KEY ("campaignId", "position")
      )`,
    // The next batch is read from the recipients still pending, in order.
    `CREATE INDEX "newsletter_campaign_recipients_pending" ON "newsletter_campaign_recipients" ("campaignId", "position") WHERE "state" = 'pending'`,
    // An unsubscribe finds the campaigns that mailed the subscriber; an erasure, its rows.
    `CREATE INDEX "newsletter_campaign_recipients_subscription" ON "newsletter_campaign_recipients" ("subscriptionId")`,
  ],
  [`DROP TABLE "newsletter_campaign_recipients"`, `DROP TABLE "newsletter_campaigns"`],
) {}
