import type { MigrationInterface, QueryRunner } from 'typeorm';

type Step = (queryRunner: QueryRunner) => Promise<void>;

/**
 * The base of a migration that every owning service runs alike, from its two steps. Each service
 * names its own class after it (`class NameStaffById1795000700000 extends NameStaffById {}`), as
 * TypeORM records a migration by its class's name.
 */
export function sharedMigration(up: Step, down: Step) {
  abstract class SharedMigration implements MigrationInterface {
    readonly name = this.constructor.name;

    up(queryRunner: QueryRunner): Promise<void> {
      return up(queryRunner);
    }

    down(queryRunner: QueryRunner): Promise<void> {
      return down(queryRunner);
    }
  }
  return SharedMigration;
}
