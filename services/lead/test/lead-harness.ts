import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
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
import { loadLeadConfig } from '../src/config/lead.config';
import { LEAD_MIGRATIONS } from '../src/migrations';

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

/** How each kind arrives (its job and its factory), where it is stored and what it mails. */
export const KINDS = {
  contact: {
    job: JobName.ContactSubmitted,
    table: 'contacts',
    build: buildContact,
    mails: [MailTemplate.ContactConfirmation, MailTemplate.ContactAlert],
  },
  'schedule-call': {
    job: JobName.ScheduleCallSubmitted,
    table: 'schedule_calls',
    build: buildScheduleCall,
    mails: [MailTemplate.ScheduleCallConfirmation, MailTemplate.ScheduleCallAlert],
  },
  consultation: {
    job: JobName.ConsultationRequested,
    table: 'consultations',
    build: buildConsultation,
    mails: [MailTemplate.ConsultationConfirmation, MailTemplate.ConsultationAlert],
  },
  'developer-hire': {
    job: JobName.DeveloperHireRequested,
    table: 'developer_hires',
    build: buildDeveloperHire,
    mails: [MailTemplate.DeveloperHireConfirmation, MailTemplate.DeveloperHireAlert],
  },
};
export type LeadKind = keyof typeof KINDS;
export const LEAD_KINDS = Object.keys(KINDS) as LeadKind[];
