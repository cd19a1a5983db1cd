import { RECORD_KINDS } from '@bytecraft/contracts/records';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { randomUUID } from 'node:crypto';
import { queuedMail, queuedMails } from '@bytecraft/testing/queued-mails';
import { waitFor } from '@bytecraft/testing/wait-for';
import { KINDS, LEAD_KINDS, startLead, type LeadHarness, type LeadKind } from './lead-harness';

/** Every lead kind's job: its row, its two mails, and both once however often it runs. */
describe('lead service: submissions of every kind', () => {
  let lead: LeadHarness;

  beforeAll(async () => {
    lead = await startLead('submissions');
  });
  afterAll(() => lead?.stop());

  const submissionOf = (kind: LeadKind) => ({
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    data: KINDS[kind].build(),
  });
  const run = (kind: LeadKind, submission: { id: string }, jobId = submission.id) =>
    lead.leadQueue.add(KINDS[kind].job, submission, { ...DEFAULT_JOB_OPTIONS, jobId });
  const rowsOf = (kind: LeadKind, id: string) =>
    lead.db.query<{ status: string }>(`SELECT status FROM ${KINDS[kind].table} WHERE id = $1`, [
      id,
    ]);

  /** What each kind's alert shows of the options its factory picks: their labels, not values. */
  const PICKED_LABELS: Record<LeadKind, Record<string, string>> = {
    contact: {
      Service: 'Cloud Solutions',
      Budget: '₹20,00,000 - ₹40,00,000',
      Timeline: '3-6 months',
    },
    consultation: { Budget: '₹20,00,000 - ₹40,00,000', Timeline: 'Within 3 months' },
    'schedule-call': { Purpose: 'Project Discussion', 'Preferred time': 'Morning (9 AM - 12 PM)' },
    'developer-hire': {
      'Project type': 'Web Development',
      Budget: '₹8,00,000 - ₹20,00,000',
      Timeline: 'Within 1 month',
    },
  };

  it.each(LEAD_KINDS)(
    '%s: stores the row at its first status and asks for a confirmation by first name only and a staff alert with everything, each option picked by its label',
    async (kind) => {
      const submission = submissionOf(kind);
      await run(kind, submission);
      const [row] = await waitFor(async () => {
        const rows = await rowsOf(kind, submission.id);
        return rows.length ? rows : undefined;
      });
      expect(row.status).toBe(RECORD_KINDS[kind].statuses[0]);
      const [confirmation, alert] = KINDS[kind].mails;
      const { name, email } = submission.data;
      // Whole: nothing the visitor typed travels with their confirmation but the first name.
      expect(
        (await queuedMail(lead.notificationQueue, `${submission.id}.${confirmation}`)).mail,
      ).toEqual({
        deliveryId: `${submission.id}.${confirmation}`,
        template: confirmation,
        to: { visitor: email },
        firstName: name.split(' ')[0],
      });
      const alertMail = (await queuedMail(lead.notificationQueue, `${submission.id}.${alert}`))
        .mail;
      expect(alertMail).toMatchObject({
        template: alert,
        to: { staff: 'sales' },
        replyTo: email,
        record: { kind, id: submission.id },
        data: { Name: name, Email: email, ...PICKED_LABELS[kind] },
      });
    },
  );

  it.each(LEAD_KINDS)(
    '%s: stores one row and asks for each mail once when its job runs twice',
    async (kind) => {
      const submission = submissionOf(kind);
      await run(kind, submission);
      // A second job for the same submission (a re-drive, or a copy after the first was removed).
      const second = await run(kind, submission, `${submission.id}-again`);
      await waitFor(async () => (await second.getState()) === 'completed', {
        what: 'the second run',
      });
      expect(await rowsOf(kind, submission.id)).toHaveLength(1);
      const mails = (await queuedMails(lead.notificationQueue)).filter(({ mail }) =>
        mail.deliveryId.startsWith(`${submission.id}.`),
      );
      expect(mails.map(({ mail }) => mail.template).sort()).toEqual([...KINDS[kind].mails].sort());
    },
  );
});
