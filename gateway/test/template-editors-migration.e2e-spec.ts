import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import { migrationSuite, schemaChanges } from '@bytecraft/testing/migration-suite';
import { randomUUID } from 'node:crypto';
import { GATEWAY_ENTITIES, GATEWAY_MIGRATIONS } from '../src/database/database.options';
import { NameTemplateEditorsById1802000000000 } from '../src/migrations/1802000000000-name-template-editors-by-id';

/** Reply templates written when admins were named by address reach naming them by id. */
describe('gateway migrations: template editors named by account id', () => {
  const suite = migrationSuite('gateway_template_editors', GATEWAY_MIGRATIONS, GATEWAY_ENTITIES);
  const template = (id: string, updatedBy: string) =>
    suite.db.query(
      `INSERT INTO reply_templates (id, name, subject, body, updated_by)
       VALUES ($1, 'First answer', 'Your enquiry', 'Hello', $2)`,
      [id, updatedBy],
    );

  it('names each template’s editor by the account their address is, an unknown address as nobody; undone, the addresses again; the entity matches the column', async () => {
    await suite.migrate(suite.before(NameTemplateEditorsById1802000000000));
    const [{ id: ana }] = await suite.db.query<{ id: string }>(
      `INSERT INTO staff_accounts (email, role) VALUES ('ana@bytecraft.example', 'admin')
       RETURNING id`,
    );
    const [known, unknown] = [randomUUID(), randomUUID()];
    await template(known, 'Ana@Bytecraft.example');
    await template(unknown, 'gone@bytecraft.example');

    const migration = NameTemplateEditorsById1802000000000;
    const source = await suite.open([...suite.before(migration), migration]);
    try {
      const editors = () =>
        suite.db.query(`SELECT id, updated_by_id FROM reply_templates ORDER BY name, id`);
      expect(await editors()).toEqual(
        expect.arrayContaining([
          { id: known, updated_by_id: ana },
          { id: unknown, updated_by_id: null },
        ]),
      );
      // The entity says what the migration made of the column (its key is not declared on the
      // entity, as the gateway's other keys are not).
      expect(
        (await schemaChanges(source)).filter(
          (change) => change.includes('updated_by') && !/DROP CONSTRAINT "\w+_fkey"$/.test(change),
        ),
      ).toEqual([]);
      // An id no account has is refused: the editor always resolves.
      await expect(
        suite.db.query(`UPDATE reply_templates SET updated_by_id = $1 WHERE id = $2`, [
          UNKNOWN_STAFF_ID,
          known,
        ]),
      ).rejects.toThrow(/foreign key/);

      await source.undoLastMigration();
      expect(
        await suite.db.query(`SELECT id, updated_by FROM reply_templates ORDER BY name, id`),
      ).toEqual(
        expect.arrayContaining([
          { id: known, updated_by: 'ana@bytecraft.example' },
          { id: unknown, updated_by: '' },
        ]),
      );
    } finally {
      await source.destroy();
    }
  });
});
