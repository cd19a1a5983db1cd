import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import { migrationSuite, schemaChanges } from '@bytecraft/testing/migration-suite';
import { randomUUID } from 'node:crypto';
import { GATEWAY_ENTITIES, GATEWAY_MIGRATIONS } from '../src/database/database.options';
import { ErasureRow, toErasure } from '../src/erasures/erasure.entity';
import { NameErasureRequestersById1804000000000 } from '../src/migrations/1804000000000-name-erasure-requesters-by-id';

/** Erasures asked for when admins were named by address reach naming them by account id. */
describe('gateway migrations: erasure requesters named by account id', () => {
  const suite = migrationSuite('gateway_erasure_requesters', GATEWAY_MIGRATIONS, GATEWAY_ENTITIES);
  const erasure = (id: string, reason: 'request' | 'retention', requestedBy: string) =>
    suite.db.query(
      `INSERT INTO erasures (id, reason, requested_by, parts) VALUES ($1, $2, $3, '{}')`,
      [id, reason, requestedBy],
    );

  it('names each request’s admin by the account their address is, an unknown address as unknown staff and a retention run as nobody; undone, the addresses again; the entity matches the columns', async () => {
    const migration = NameErasureRequestersById1804000000000;
    await suite.migrate(suite.before(migration));
    const [{ id: ana }] = await suite.db.query<{ id: string }>(
      `INSERT INTO staff_accounts (email, role) VALUES ('ana@bytecraft.example', 'admin')
       RETURNING id`,
    );
    const [known, unknown, retention] = [randomUUID(), randomUUID(), randomUUID()];
    await erasure(known, 'request', 'Ana@Bytecraft.example');
    await erasure(unknown, 'request', 'gone@bytecraft.example');
    await erasure(retention, 'retention', 'retention');

    const source = await suite.open([...suite.before(migration), migration]);
    try {
      const rows = await source
        .getRepository(ErasureRow)
        .findBy([{ id: known }, { id: unknown }, { id: retention }]);
      expect(Object.fromEntries(rows.map((row) => [row.id, toErasure(row).requestedById]))).toEqual(
        { [known]: ana, [unknown]: UNKNOWN_STAFF_ID, [retention]: null },
      );
      expect(
        (await schemaChanges(source)).filter(
          (change) =>
            change.includes('requested_by') && !/DROP CONSTRAINT "\w+_fkey"$/.test(change),
        ),
      ).toEqual([]);
      // An id no account has is refused, and so is a retention run naming an admin.
      await expect(
        suite.db.query(`UPDATE erasures SET requested_by_id = $1 WHERE id = $2`, [
          randomUUID(),
          known,
        ]),
      ).rejects.toThrow(/foreign key/);
      await expect(
        suite.db.query(`UPDATE erasures SET requested_by_id = $1 WHERE id = $2`, [ana, retention]),
      ).rejects.toThrow(/erasures_requested_by_staff/);

      await source.undoLastMigration();
      expect(await suite.db.query(`SELECT id, requested_by FROM erasures`)).toEqual(
        expect.arrayContaining([
          { id: known, requested_by: 'ana@bytecraft.example' },
          { id: unknown, requested_by: '' },
          { id: retention, requested_by: 'retention' },
        ]),
      );
    } finally {
      await source.destroy();
    }
  });
});
