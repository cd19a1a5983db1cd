import { openMigrated } from '@bytecraft/service-runtime/database/migrated-data-source';
import { createTestDatabase, type TestDatabase } from './databases';

type Migrated = Awaited<ReturnType<typeof openMigrated>>;
// A class in a service's list of migrations or of entities, as its app module exports them.
type Migration = new () => unknown;

export interface MigrationSuite<M extends Migration> {
  /** The suite's own database, fresh before its first test and dropped after its last. */
  readonly db: TestDatabase;
  /** The migrations before `migration`: the schema a database had when `migration` reached it. */
  before(migration: M): M[];
  /**
   * Runs `migrations` the service's own way (openMigrated, under the migrations' lock) and
   * leaves the data source open for the test, which destroys it.
   */
  open(migrations: readonly M[]): Promise<Migrated>;
  /** Runs `migrations` the same way, then closes. */
  migrate(migrations: readonly M[]): Promise<void>;
}

/**
 * A suite proving a migration on a database that already holds data from before it. `entities`
 * are the service's, so `schemaChanges` can tell whether they say what the migrations made.
 */
export function migrationSuite<M extends Migration>(
  name: string,
  migrations: readonly M[],
  entities: readonly Migration[] = [],
): MigrationSuite<M> {
  let db: TestDatabase | undefined;
  const suite: MigrationSuite<M> = {
    get db() {
      if (!db) throw new Error(`The database of ${name} is made before its first test`);
      return db;
    },
    before(migration) {
      const index = migrations.indexOf(migration);
      if (index <= 0) throw new Error(`${migration.name} is not after the first migration`);
      return migrations.slice(0, index);
    },
    open: (list) =>
      openMigrated({
        type: 'postgres',
        url: suite.db.url,
        migrations: [...list],
        entities: [...entities],
      }),
    async migrate(list) {
      await (await suite.open(list)).destroy();
    },
  };
  beforeAll(async () => {
    db = await createTestDatabase(name);
  });
  afterAll(async () => {
    await db?.drop();
  });
  return suite;
}

/**
 * What TypeORM would still change for the entities to match the migrated schema: nothing, when
 * the entities say what the migrations made. The indexes and CHECKs the migrations write by hand
 * are not declared on entities, so those are not counted.
 */
export async function schemaChanges(source: Migrated): Promise<string[]> {
  return (await source.driver.createSchemaBuilder().log()).upQueries
    .map(({ query }) => query)
    .filter((query) => !/^(DROP|CREATE) INDEX|DROP CONSTRAINT "\w+_check"$/.test(query));
}
