import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAuditLog1797000000000 implements MigrationInterface {
  name = 'CreateAuditLog1797000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "audit_log" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "at" timestamptz NOT NULL DEFAULT now(),
        "actor" varchar(254),
        "action" varchar(64) NOT NULL,
        "target" text,
        "client" varchar(64)
      )`);
    // The screen's pages, newest first: all rows, one actor's, one action's; "at" alone also
    // serves the retention purge.
    await queryRunner.query(`CREATE INDEX "audit_log_at" ON "audit_log" ("at")`);
    await queryRunner.query(`CREATE INDEX "audit_log_actor_at" ON "audit_log" ("actor", "at")`);
    await queryRunner.query(`CREATE INDEX "audit_log_action_at" ON "audit_log" ("action", "at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
