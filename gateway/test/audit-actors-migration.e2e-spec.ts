import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import { migrationSuite, schemaChanges } from '@bytecraft/testing/migration-suite';
import { randomUUID } from 'node:crypto';
import { AuditLogEntry, toAuditEntry } from '../src/audit/audit-entry.entity';
import { GATEWAY_ENTITIES, GATEWAY_MIGRATIONS } from '../src/database/database.options';
import { NameAuditActorsById1803000000000 } from '../src/migrations/1803000000000-name-audit-actors-by-id';

/** Audit rows written when staff were named by address reach naming them by account id. */
describe('gateway migrations: audit actors named by account id', () => {
  const suite = migrationSuite('gateway_audit_actors', GATEWAY_MIGRATIONS, GATEWAY_ENTITIES);
  const row = (id: string, actor: string | null) =>
    suite.db.query(
      `INSERT INTO audit_log (id, actor, action, client) VALUES ($1, $2, 'sign-in', '10.7.7.7')`,
      [id, actor],
    );

  it('names each row’s actor by the account their address is, an unknown address as unknown staff and no actor as none; undone, the addresses again; the entity matches the columns', async () => {
    const migration = NameAuditActorsById1803000000000;
    await suite.migrate(suite.before(migration));
    const [{ id: ana }] = await suite.db.query<{ id: string }>(
      `INSERT INTO staff_accounts (email, role) VALUES ('ana@bytecraft.example', 'admin')
       RETURNING id`,
    );
    const [known, unknown, nobody] = [randomUUID(), randomUUID(), randomUUID()];
    await row(known, 'Ana@Bytecraft.example');
    await row(unknown, 'gone@bytecraft.example');
    await row(nobody, null);

    const source = await suite.open([...suite.before(migration), migration]);
    try {
      const rows = await source
        .getRepository(AuditLogEntry)
        .findBy([{ id: known }, { id: unknown }, { id: nobody }]);
      expect(Object.fromEntries(rows.map((one) => [one.id, toAuditEntry(one).actorId]))).toEqual({
        [known]: ana,
        [unknown]: UNKNOWN_STAFF_ID,
        [nobody]: null,
      });
      expect(
        (await schemaChanges(source)).filter(
          (change) => change.includes('actor') && !/DROP CONSTRAINT "\w+_fkey"$/.test(change),
        ),
      ).toEqual([]);
      // An id no account has is refused, and so is a row both named and unknown.
      await expect(
        suite.db.query(`UPDATE audit_log SET actor_id = $1 WHERE id = $2`, [randomUUID(), known]),
      ).rejects.toThrow(/foreign key/);
      await expect(
        suite.db.query(`UPDATE audit_log SET actor_unknown = true WHERE id = $1`, [known]),
      ).rejects.toThrow(/audit_log_actor_known_or_unknown/);

      await source.undoLastMigration();
      expect(await suite.db.query(`SELECT id, actor FROM audit_log`)).toEqual(
        expect.arrayContaining([
          { id: known, actor: 'ana@bytecraft.example' },
          { id: unknown, actor: '' },
          { id: nobody, actor: null },
        ]),
      );
    } finally {
      await source.destroy();
    }
  });
});
