import { describeDatabaseUrlConfig } from '@bytecraft/testing/database-url-config';
import { loadLeadConfig } from './lead.config';

describeDatabaseUrlConfig('lead', loadLeadConfig);

describe('lead worker', () => {
  it('runs 64 jobs at once unless WORKER_CONCURRENCY says otherwise', () => {
    // The measured default (docs/performance.md, "Pipeline"): at 16 a burst left a backlog.
    expect(loadLeadConfig({}).WORKER_CONCURRENCY).toBe(64);
    expect(loadLeadConfig({ WORKER_CONCURRENCY: '8' }).WORKER_CONCURRENCY).toBe(8);
  });
});
