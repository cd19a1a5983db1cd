import { describeDatabaseUrlConfig } from '@bytecraft/testing/database-url-config';
import { loadRecruitingConfig } from './recruiting.config';

describeDatabaseUrlConfig('recruiting', loadRecruitingConfig);

describe('recruiting worker', () => {
  it('runs 64 jobs at once unless WORKER_CONCURRENCY says otherwise', () => {
    // The measured default (docs/performance.md, "Pipeline"): at 16 a burst left a backlog.
    expect(loadRecruitingConfig({}).WORKER_CONCURRENCY).toBe(64);
    expect(loadRecruitingConfig({ WORKER_CONCURRENCY: '8' }).WORKER_CONCURRENCY).toBe(8);
  });
});
