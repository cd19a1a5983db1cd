import {
  Column,
  CreateDateColumn,
  DataSource,
  Entity,
  PrimaryColumn,
  type Repository,
} from 'typeorm';
import { randomUUID } from 'node:crypto';
// The test package builds on the runtime, so the runtime's own specs read its source.
import { createTestDatabase, type TestDatabase } from '../../../testing/databases';
import { storeOnce } from './store-once';

@Entity('probe_submissions')
class ProbeSubmission {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  name: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'jsonb', default: () => `'["none"]'` })
  skills: string[];

  @Column({ type: 'varchar', length: 20, default: 'new' })
  status: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

const submission = (data: object, id = randomUUID()) => ({
  id,
  receivedAt: '2026-01-02T03:04:05.000Z',
  data,
});

describe('storeOnce', () => {
  let db: TestDatabase;
  let source: DataSource;
  let probes: Repository<ProbeSubmission>;

  beforeAll(async () => {
    db = await createTestDatabase('store_once');
    source = await new DataSource({
      type: 'postgres',
      url: db.url,
      entities: [ProbeSubmission],
      synchronize: true,
    }).initialize();
    probes = source.getRepository(ProbeSubmission);
  });
  afterAll(async () => {
    await source?.destroy();
    await db?.drop();
  });
  beforeEach(() => db.query('TRUNCATE probe_submissions'));

  it('stores the rows asked for together with one statement, each told its row is new', async () => {
    // Each statement TypeORM runs outside a transaction takes a query runner of its own.
    const statements = jest.spyOn(source, 'createQueryRunner');
    const submissions = Array.from({ length: 20 }, (_, i) => submission({ name: `n${i}` }));
    const stored = await Promise.all(submissions.map((one) => storeOnce(probes, one)));
    expect(stored).toEqual(submissions.map(() => true));
    expect(statements).toHaveBeenCalledTimes(1);
    statements.mockRestore();
    const rows = await db.query<{ id: string; createdAt: Date }>(
      'SELECT id, "createdAt" FROM probe_submissions',
    );
    expect(rows.map((row) => row.id).sort()).toEqual(submissions.map((one) => one.id).sort());
    // Dated when the gateway accepted it, not when the worker stored it.
    expect(rows.every((row) => row.createdAt.toISOString() === '2026-01-02T03:04:05.000Z')).toBe(
      true,
    );
  });

  it('stores a submission that runs again once, and tells the second run so', async () => {
    const one = submission({ name: 'again' });
    expect(await storeOnce(probes, one)).toBe(true);
    // A retry alone, and a retry meeting a new submission in the same statement.
    expect(await storeOnce(probes, one)).toBe(false);
    const other = submission({ name: 'other' });
    expect(await Promise.all([storeOnce(probes, one), storeOnce(probes, other)])).toEqual([
      false,
      true,
    ]);
    // The same id twice in one statement: one row, and only the first run stored it.
    const twice = submission({ name: 'twice' });
    expect(await Promise.all([storeOnce(probes, twice), storeOnce(probes, twice)])).toEqual([
      true,
      false,
    ]);
    expect(await db.query('SELECT name FROM probe_submissions ORDER BY name')).toEqual([
      { name: 'again' },
      { name: 'other' },
      { name: 'twice' },
    ]);
  });

  it('gives a field a row lacks its column default, and stores the others as TypeORM does', async () => {
    const full = submission({ name: 'full', phone: '+1 555', skills: ['go', 'sql'] });
    const bare = submission({ name: 'bare' });
    await Promise.all([storeOnce(probes, full), storeOnce(probes, bare)]);
    expect(
      await db.query('SELECT name, phone, skills, status FROM probe_submissions ORDER BY name'),
    ).toEqual([
      { name: 'bare', phone: null, skills: ['none'], status: 'new' },
      { name: 'full', phone: '+1 555', skills: ['go', 'sql'], status: 'new' },
    ]);
  });

  it('fails only the job whose row PostgreSQL refuses; the others in its statement are stored', async () => {
    const good = [submission({ name: 'good1' }), submission({ name: 'good2' })];
    const tooLong = submission({ name: 'far too long for ten' });
    const results = await Promise.allSettled(
      [good[0], tooLong, good[1]].map((one) => storeOnce(probes, one)),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/too long/);
    expect(await db.query('SELECT name FROM probe_submissions ORDER BY name')).toEqual([
      { name: 'good1' },
      { name: 'good2' },
    ]);
  });
});
