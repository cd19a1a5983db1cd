import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * Staff answers from a mail client: a message to a record's address waits as 'answer' while the
 * gateway checks its sender, and one refused goes to the Unmatched list with why (`refusal`).
 */
export class StaffAnswers1795001000000 extends sqlMigration(
  [
    `ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_status_check",
       ADD CONSTRAINT "inbound_messages_status_check" CHECK ("status" IN
         ('received', 'matched', 'unmatched', 'attached', 'discarded', 'bounce', 'answer')),
       ADD "refusal" varchar(20)`,
  ],
  [
    `DELETE FROM "inbound_messages" WHERE "status" = 'answer'`,
    `ALTER TABLE "inbound_messages" DROP COLUMN "refusal",
       DROP CONSTRAINT "inbound_messages_status_check",
       ADD CONSTRAINT "inbound_messages_status_check" CHECK ("status" IN
         ('received', 'matched', 'unmatched', 'attached', 'discarded', 'bounce'))`,
  ],
) {}
