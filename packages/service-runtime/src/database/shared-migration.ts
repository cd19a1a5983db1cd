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

/**
 * The base of a migration that is SQL statements alone, run in order: its class holds the
 * statements (`class CreateContacts1795000000000 extends sqlMigration([...up], [...down]) {}`).
 */
export function sqlMigration(up: readonly string[], down: readonly string[]) {
  const run = (statements: readonly string[]) => async (queryRunner: QueryRunner) => {
    for (const statement of statements) await queryRunner.query(statement);
  };
  return sharedMigration(run(up), run(down));
}

type TablesStep<Tables> = (queryRunner: QueryRunner, tables: Tables) => Promise<void>;

/**
 * The base of a shared migration whose steps run over tables each service names: its class
 * declares them (`class AddDueTimes1795000900000 extends AddDueTimes { tables = [...] }`), as the
 * tables a migration touched must not change when a service later gains one.
 */
export function migrationOverTables<Tables>(up: TablesStep<Tables>, down: TablesStep<Tables>) {
  abstract class MigrationOverTables implements MigrationInterface {
    readonly name = this.constructor.name;
    abstract readonly tables: Tables;

    up(queryRunner: QueryRunner): Promise<void> {
      return up(queryRunner, this.tables);
    }

    down(queryRunner: QueryRunner): Promise<void> {
      return down(queryRunner, this.tables);
    }
  }
  return MigrationOverTables;
}
