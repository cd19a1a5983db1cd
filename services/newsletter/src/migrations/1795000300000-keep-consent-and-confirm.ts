import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * Double opt-in: the 'pending' status, the SHA-256 of the confirmation link's token (never the
 * token), and each subscription's proof of consent. Nullable: older subscriptions were stored
 * without one.
 */
export class KeepConsentAndConfirm1795000300000 extends sqlMigration(
  [
    `
      ALTER TABLE "newsletter_subscriptions"
        DROP CONSTRAINT "newsletter_subscriptions_status_check",
        ADD CONSTRAINT "newsletter_subscriptions_status_check"
          CHECK ("status" IN ('active', 'unsubscribed', 'pending')),
        ADD "confirmTokenHash" varchar(64) UNIQUE,
        ADD "consentAt" timestamptz,
        ADD "consentClientKey" varchar(64),
        ADD "consentPage" varchar(200),
        ADD "consentText" text,
        ADD "confirmedAt" timestamptz`,
  ],
  [
    `DELETE FROM "newsletter_subscriptions" WHERE "status" = 'pending'`,
    `
      ALTER TABLE "newsletter_subscriptions"
        DROP COLUMN "confirmTokenHash",
        DROP COLUMN "consentAt",
        DROP COLUMN "consentClientKey",
        DROP COLUMN "consentPage",
        DROP COLUMN "consentText",
        DROP COLUMN "confirmedAt",
        DROP CONSTRAINT "newsletter_subscriptions_status_check",
        ADD CONSTRAINT "newsletter_subscriptions_status_check"
          CHECK ("status" IN ('active', 'unsubscribed'))`,
  ],
) {}
