import type { VisitorReply } from '@bytecraft/contracts/inbound';
import type { MailTemplate } from '@bytecraft/contracts/mail-templates';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import {
  kindOf,
  kindsOwnedBy,
  type KindOwnedBy,
  type RecordOf,
} from '@bytecraft/contracts/records';
import type { Detailed } from '@bytecraft/contracts/records/work';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { ServiceName } from '@bytecraft/contracts/rpc';
import type { Queue } from 'bullmq';
import {
  buildConsultation,
  buildContact,
  buildDeveloperHire,
  buildScheduleCall,
} from '@bytecraft/testing/factories';
import type { ServiceLogger } from '@bytecraft/service-runtime/service/service-app';
import { jobFinished } from '@bytecraft/testing/jobs';
import { startServiceHarness, type ServiceHarness } from '@bytecraft/testing/service-harness';
import { randomUUID } from 'node:crypto';
import { createLeadApp } from '../src/app';
import { loadLeadConfig } from '../src/config/lead.config';
import { LEAD_MIGRATIONS } from '../src/migrations';

/** The kinds the lead service owns. */
export const LEAD_KINDS = kindsOwnedBy(ServiceName.Lead);
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

/**
 * A lead of `kind` (its factory's, with `fields` over it) received at `receivedAt`, once the
 * service has stored it as the gateway submits it.
 */
export async function storeLead(
  lead: LeadHarness,
  kind: LeadKind,
  fields: { name?: string; email?: string } = {},
  receivedAt = new Date(),
) {
  const { build, job } = KINDS[kind];
  const submission = {
    id: randomUUID(),
    receivedAt: receivedAt.toISOString(),
    data: build(fields),
  };
  await lead.process(job, submission);
  return submission;
}

/** Staff member `actorId` answers contact `id` from the console. */
export const replyToContact = (lead: LeadHarness, id: string, actorId: string) =>
  lead.ask<Detailed<RecordOf['contact']>>(staffRpc.reply('contact'), {
    id,
    subject: 'Re: your enquiry',
    body: 'A quote follows on Friday.',
    actorId,
    senderName: 'Ana Silva',
  });

/** A visitor's mailed answer to contact `recordId`, as the notification service matched it. */
export const visitorReplyTo = (
  recordId: string,
  from: string,
  receivedAt = new Date(),
): VisitorReply => ({
  kind: 'contact',
  recordId,
  inboundId: randomUUID(),
  from,
  subject: 'Re: Re: your enquiry',
  text: 'Friday works for us.',
  receivedAt: receivedAt.toISOString(),
});

/** Puts `reply` on the lead queue as the notification service does, under its job id unless given. */
export const deliverVisitorReply = (
  lead: LeadHarness,
  reply: VisitorReply,
  jobId = `visitor-reply.${reply.inboundId}`,
) =>
  lead.leadQueue.add(JobName.VisitorReplied, reply, { ...DEFAULT_JOB_OPTIONS, attempts: 1, jobId });

/**
 * `from` answers contact `recordId` by mail at `receivedAt`; resolves once the lead service has
 * taken the answer in.
 */
export async function visitorAnswered(
  lead: LeadHarness,
  recordId: string,
  receivedAt: Date,
  from = 'asha@example.com',
) {
  const job = await deliverVisitorReply(lead, visitorReplyTo(recordId, from, receivedAt));
  await jobFinished(lead.leadQueue, job);
}
