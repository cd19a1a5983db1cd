import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * Bounces: a mail that went out and bounced keeps the kind of bounce and its status code, and
 * a delivery report received is kept as one ('bounce'), so that it is read once.
 */
export class Bounces1795000700000 extends sqlMigration(
  [
    `ALTER TABLE "mail_deliveries"
         ADD "bounce" character varying(4), ADD "bounceStatus" character varying(12)`,
    `ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_status_check",
         ADD CONSTRAINT "inbound_messages_status_check" CHECK ("status" IN
           ('received', 'matched', 'unmatched', 'attached', 'discarded', 'bounce'))`,
  ],
  [
    `DELETE FROM "inbound_messages" WHERE "status" = 'bounce'`,
    `ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_status_check",
         ADD CONSTRAINT "inbound_messages_status_check" CHECK ("status" IN
           ('received', 'matched', 'unmatched', 'attached', 'discarded'))`,
    `ALTER TABLE "mail_deliveries" DROP COLUMN "bounceStatus", DROP COLUMN "bounce"`,
  ],
) {}
