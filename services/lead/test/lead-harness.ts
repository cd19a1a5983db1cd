import type { MailTemplate } from '@bytecraft/contracts/mail-templates';
import { QueueName, type JobName } from '@bytecraft/contracts/queues';
import { kindOf, type KindOwnedBy } from '@bytecraft/contracts/records';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import type { Queue } from 'bullmq';
import {
  buildConsultation,
  buildContact,
  buildDeveloperHire,
  buildScheduleCall,
} from '@bytecraft/testing/factories';
import type { ServiceLogger } from '@bytecraft/service-runtime/service/service-app';
import { startServiceHarness, type ServiceHarness } from '@bytecraft/testing/service-harness';
import { createLeadApp } from '../src/app';
import { LEAD_KINDS } from '../src/lead-records.controller';
import { loadLeadConfig } from '../src/config/lead.config';
import { LEAD_MIGRATIONS } from '../src/migrations';

export { LEAD_KINDS };
export type LeadKind = KindOwnedBy<ServiceName.Lead>;

export interface LeadHarness extends ServiceHarness {
  leadQueue: Queue;
}

/**
 * The lead service in-process for one suite (see `startServiceHarness`), its lines to `logger`
 * if given.
 */
export async function startLead(suite: string, logger?: ServiceLogger): Promise<LeadHarness> {
  const harness = await startServiceHarness({
    service: 'lead',
    suite,
    createApp: (env) => createLeadApp(loadLeadConfig(env), logger),
    consumes: QueueName.Lead,
  });
  return { ...harness, leadQueue: harness.queue! };
}

/** The service's migrations by name, in the order they run. */
export const LEAD_MIGRATION_NAMES = LEAD_MIGRATIONS.map((migration) => migration.name);

/** Where each kind is stored and how a test builds its submission. */
const STORED = {
  contact: { table: 'contacts', build: buildContact },
  'schedule-call': { table: 'schedule_calls', build: buildScheduleCall },
  consultation: { table: 'consultations', build: buildConsultation },
  'developer-hire': { table: 'developer_hires', build: buildDeveloperHire },
} satisfies Record<LeadKind, object>;

/** How each kind arrives (its job and its factory), where it is stored and what it mails. */
export const KINDS = Object.fromEntries(
  LEAD_KINDS.map((kind) => {
    const { job, mail } = kindOf(kind);
    return [kind, { ...STORED[kind], job, mails: [mail.confirmation, mail.alert] }];
  }),
) as { [K in LeadKind]: (typeof STORED)[K] & { job: JobName; mails: MailTemplate[] } };
