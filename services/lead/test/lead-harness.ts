import { QueueName } from '@bytecraft/contracts/queues';
import type { Queue } from 'bullmq';
import { startServiceHarness, type ServiceHarness } from '../../../infra/testing/service-harness';
import { createLeadApp } from '../src/app';
import { loadLeadConfig } from '../src/config/lead.config';

export interface LeadHarness extends ServiceHarness {
  leadQueue: Queue;
}

/** The lead service in-process for one suite (see `startServiceHarness`). */
export async function startLead(suite: string): Promise<LeadHarness> {
  const harness = await startServiceHarness({
    service: 'lead',
    suite,
    createApp: (env) => createLeadApp(loadLeadConfig(env)),
    consumes: QueueName.Lead,
  });
  return { ...harness, leadQueue: harness.queue! };
}
