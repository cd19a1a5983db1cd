import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import { mapStaffIds } from '@bytecraft/service-runtime/records/staff-ids';
import { migrationSuite, schemaChanges } from './migration-suite';

// A class in a service's list of migrations or of entities, as its app module exports them.
type Listed = new () => unknown;

const ANA = { email: 'ana@bytecraft.example', id: '3f0c1b2a-6d4e-4a5b-8c7d-9e0f1a2b3c4d' };
const RAVI = 'ravi@bytecraft.example';
/** The record the entries are of: no key ties an entry to its record's table. */
const RECORD = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

/**
 * What a service's migration that names staff by id (`NameStaffById`) owes a database whose
 * activity named them by address, proven the same way for each service that keeps an activity:
 * each address waits beside an empty id, the gateway's mapping names the account or unknown
 * staff (a held reply's decision too), undone it is one actor column again, and the entities
 * match every migration's schema.
 */
export function describeStaffIdsMigration(
  service: string,
  kind: string,
  migrations: readonly Listed[],
  entities: readonly Listed[],
  migration: Listed,
): void {
  describe(`${service} migrations: staff named by account id`, () => {
    const suite = migrationSuite(`${service}_staff_ids_migration`, migrations, entities);
    const actors = () =>
      suite.db.query(
        `SELECT type, "actorId", "actorEmail", data->'hold' AS hold FROM activity_entries
          ORDER BY at`,
      );

    it('keeps each address beside an empty id until the gateway maps it, then names the account or unknown staff; undone, one actor column again; the entities match the schema', async () => {
      const { db } = suite;
      await suite.migrate(suite.before(migration));
      const hold = { state: 'release', by: 'Ana@bytecraft.example', at: '2026-03-01T10:00:00Z' };
      const reply = { subject: 'Re', body: 'Hi', templateId: null, senderName: 'Ana', hold };
      await db.query(
        `INSERT INTO activity_entries (id, kind, "recordId", type, actor, at, data) VALUES
           (gen_random_uuid(), $1, $2, 'status', $3, '2026-03-01T09:00:00Z', '{"from":"a","to":"b"}'),
           (gen_random_uuid(), $1, $2, 'note', $4, '2026-03-01T09:30:00Z', '{"text":"Called"}'),
           (gen_random_uuid(), $1, $2, 'reply', $4, '2026-03-01T09:45:00Z', $5)`,
        [kind, RECORD, RAVI, ANA.email, reply],
      );

      let source = await suite.open([...suite.before(migration), migration]);
      try {
        expect(await actors()).toEqual([
          { type: 'status', actorId: null, actorEmail: RAVI, hold: null },
          { type: 'note', actorId: null, actorEmail: ANA.email, hold: null },
          { type: 'reply', actorId: null, actorEmail: ANA.email, hold },
        ]);
        await expect(
          db.query(
            `INSERT INTO activity_entries (id, kind, "recordId", type, data)
             VALUES (gen_random_uuid(), $1, $2, 'note', '{"text":"By nobody"}')`,
            [kind, RECORD],
          ),
        ).rejects.toThrow(/check constraint/);

        const mapped = await mapStaffIds(source, { [ANA.email]: ANA.id });
        expect(mapped).toEqual({ mapped: 2, unknown: 1 });
        const { by: _, ...decided } = hold;
        expect(await actors()).toEqual([
          { type: 'status', actorId: UNKNOWN_STAFF_ID, actorEmail: null, hold: null },
          { type: 'note', actorId: ANA.id, actorEmail: null, hold: null },
          {
            type: 'reply',
            actorId: ANA.id,
            actorEmail: null,
            hold: { ...decided, actorId: ANA.id },
          },
        ]);

        await source.undoLastMigration();
        expect(
          await db.query(
            `SELECT type, actor, data->'hold' AS hold FROM activity_entries ORDER BY at`,
          ),
        ).toEqual([
          { type: 'status', actor: UNKNOWN_STAFF_ID, hold: null },
          { type: 'note', actor: ANA.id, hold: null },
          { type: 'reply', actor: ANA.id, hold: { ...decided, by: ANA.id } },
        ]);
      } finally {
        await source.destroy();
      }

      // The entities say what every migration made.
      source = await suite.open(migrations);
      try {
        expect(await schemaChanges(source)).toEqual([]);
      } finally {
        await source.destroy();
      }
    });
  });
}
