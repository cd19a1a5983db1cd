import { JobName } from '@bytecraft/contracts/queues';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { rpc, ServiceName } from '@bytecraft/contracts/rpc';
import { migrationsRun } from '@bytecraft/testing/databases';
import { buildContactSubmission } from '@bytecraft/testing/factories';
import { queuedMail } from '@bytecraft/testing/queued-mails';
import { waitFor } from '@bytecraft/testing/wait-for';
import { LEAD_MIGRATION_NAMES, startLead, type LeadHarness } from './lead-harness';

describe('lead service: contacts', () => {
  let lead: LeadHarness;

  const rowsFor = (email: string) =>
    lead.db.query<{ id: string; status: string; createdAt: Date; phone: string | null }>(
      'SELECT id, status, "createdAt", phone FROM contacts WHERE email = $1',
      [email],
    );
  const submit = (submission: ReturnType<typeof buildContactSubmission>, jobId = submission.id) =>
    lead.leadQueue.add(JobName.ContactSubmitted, submission, { ...DEFAULT_JOB_OPTIONS, jobId });

  beforeAll(async () => {
    lead = await startLead('contacts');
  });

  afterAll(() => lead?.stop());

  it('creates its tables through migrations, not synchronize', async () => {
    expect(await migrationsRun(lead.db)).toEqual(LEAD_MIGRATION_NAMES);
  });

  it('fails a contact job that does not match its schema at once, storing and mailing nothing, and stores the next', async () => {
    // Queued by hand, past the gateway: an address that is none, a service not on the list.
    const malformed = buildContactSubmission({ email: 'not an address', service: 'anything' });
    const failing = await lead.leadQueue.add(JobName.ContactSubmitted, malformed, {
      ...DEFAULT_JOB_OPTIONS,
      jobId: malformed.id,
      backoff: { type: 'fixed', delay: 10 },
    });
    const valid = buildContactSubmission();
    await submit(valid);
    await waitFor(async () => (await rowsFor(valid.data.email)).length > 0, {
      what: 'the valid contact stored',
    });
    // Failed in the end either way: retried, it would have taken every attempt to get there.
    await waitFor(async () => (await failing.getState()) === 'failed', {
      what: 'the malformed job to fail',
    });
    const failed = (await lead.leadQueue.getJob(malformed.id))!;
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toBe(
      "The contact.submitted job's data does not match its schema: data.email (invalid_format), data.service (custom)",
    );
    expect(await lead.db.query('SELECT id FROM contacts WHERE id = $1', [malformed.id])).toEqual(
      [],
    );
    await queuedMail(lead.notificationQueue, `${valid.id}.contact-confirmation`);
    const mailJobs = await lead.notificationQueue.getJobs();
    expect(mailJobs.filter((job) => job.id?.includes(malformed.id))).toEqual([]);
  });

  it('stores a submitted contact as new, dated when the gateway received it, and asks for two mails', async () => {
    const submission = buildContactSubmission({ phone: undefined });
    submission.receivedAt = '2026-11-20T09:30:00.000Z';
    await submit(submission);

    const [row] = await waitFor(async () => {
      const rows = await rowsFor(submission.data.email);
      return rows.length ? rows : undefined;
    });
    expect(row).toEqual({
      id: submission.id,
      status: 'new',
      createdAt: new Date('2026-11-20T09:30:00.000Z'),
      phone: null,
    });

    const confirmation = await queuedMail(
      lead.notificationQueue,
      `${submission.id}.contact-confirmation`,
    );
    expect(confirmation.mail).toMatchObject({
      template: 'contact-confirmation',
      to: { visitor: submission.data.email },
    });
    const alert = await queuedMail(lead.notificationQueue, `${submission.id}.contact-alert`);
    expect(alert.mail).toMatchObject({
      to: { staff: 'sales' },
      data: { Service: 'Cloud Solutions', Message: submission.data.message },
    });
    // Both mails travel in one notification job.
    expect(alert.jobId).toBe(confirmation.jobId);
  });

  it("hands the job's request and submission ids on to the mails it asks for", async () => {
    const submission = { ...buildContactSubmission(), requestId: 'req-contact-1' };
    await submit(submission);
    const confirmation = await queuedMail(
      lead.notificationQueue,
      `${submission.id}.contact-confirmation`,
    );
    expect(confirmation).toMatchObject({ requestId: 'req-contact-1', submissionId: submission.id });
  });

  it('fails an unknown job loudly and keeps it in the failed set', async () => {
    const job = await lead.leadQueue.add('no-such-job', {}, { attempts: 1, removeOnFail: false });
    await waitFor(async () => (await job.getState()) === 'failed', { what: 'the job to fail' });
    const failed = await lead.leadQueue.getJob(job.id!);
    expect(failed?.failedReason).toBe('The lead service has no handler for job "no-such-job"');
  });

  it('answers the gateway health check with the tables its migrations made', async () => {
    const answer = await lead.ask(rpc.health(ServiceName.Lead), {});
    // contacts, schedule_calls, consultations, developer_hires, activity_entries, sla_events
    // and business_hours.
    expect(answer).toEqual({ service: 'lead', database: 'up', tables: 7 });
  });
});
