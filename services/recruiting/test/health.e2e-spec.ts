import { rpc, ServiceName } from '@bytecraft/contracts/rpc';
import { migrationsRun } from '@bytecraft/testing/databases';
import { RECRUITING_MIGRATIONS } from '../src/migrations';
import { startRecruiting, type RecruitingHarness } from './recruiting-harness';

describe('recruiting service: health and schema', () => {
  let recruiting: RecruitingHarness;

  beforeAll(async () => {
    recruiting = await startRecruiting('health');
  });

  afterAll(async () => {
    await recruiting?.stop();
  });

  it('creates its tables through migrations, not synchronize', async () => {
    expect(await migrationsRun(recruiting.db)).toEqual(
      RECRUITING_MIGRATIONS.map((migration) => migration.name),
    );
    const indexes = await recruiting.db.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes WHERE indexname LIKE '%_created_id' ORDER BY 1`,
    );
    expect(indexes.map((index) => index.indexname)).toEqual([
      'internship_applications_created_id',
      'internship_questions_created_id',
      'job_applications_created_id',
    ]);
    for (const { indexdef } of indexes) expect(indexdef).toContain('("createdAt" DESC, id DESC)');
  });

  it('answers the gateway health check with the number of its tables', async () => {
    const answer = await recruiting.ask(rpc.health(ServiceName.Recruiting), {});
    // job_applications, internship_applications, internship_questions, activity_entries,
    // sla_events, business_hours
    expect(answer).toEqual({ service: 'recruiting', database: 'up', tables: 6 });
  });
});
