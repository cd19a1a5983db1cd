import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/** The files inbound mail carried: kept in the bucket, or refused, one row each. */
export class InboundAttachments1795000900000 extends sqlMigration(
  [
    `CREATE TABLE "inbound_attachments" (
       "inboundId" uuid NOT NULL REFERENCES "inbound_messages" ("id") ON DELETE CASCADE,
       "position" smallint NOT NULL,
       "fromAddress" character varying(254) NOT NULL,
       "name" character varying(255) NOT NULL,
       "contentType" character varying(100),
       "size" integer NOT NULL,
       "key" character varying(600),
       "refusal" character varying(4) CHECK ("refusal" IN ('type', 'size')),
       CONSTRAINT "PK_inbound_attachments" PRIMARY KEY ("inboundId", "position"),
       CHECK (("key" IS NULL) <> ("refusal" IS NULL)))`,
    `CREATE INDEX "IDX_inbound_attachments_from" ON "inbound_attachments" ("fromAddress")`,
  ],
  [`DROP TABLE "inbound_attachments"`],
) {}
