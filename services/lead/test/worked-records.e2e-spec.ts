import { openMigrated } from '@bytecraft/service-runtime/database/migrated-data-source';
import { mailBatchSchema, REPLY_MAILBOX, type ReplyMail } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import type { Workload } from '@bytecraft/contracts/records/dashboard';
import type { ActivityEntry, Detailed } from '@bytecraft/contracts/records/work';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { RecordOf } from '@bytecraft/contracts/records';
import type { Page } from '@bytecraft/contracts/records/lists';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { waitFor } from '@bytecraft/testing/wait-for';
import { randomUUID } from 'node:crypto';
import { LEAD_MIGRATIONS } from '../src/migrations';
import { AddRecordWork1795000400000 } from '../src/migrations/1795000400000-add-record-work';
import { KINDS, LEAD_KINDS, startLead, type LeadHarness, type LeadKind } from './lead-harness';

const ANA = randomUUID();

/**
 * What working a record owes to the lead kinds themselves: each kind's message quoted below a
 * reply and its fields in the placeholders, the service's workload of its four kinds, and the
 * migration on a database that already holds leads. Notes, owners, follow-ups, filters, bulk
 * changes and the reply's undo are the runtime's, proven once in
 * packages/service-runtime/src/records/records.spec.ts.
 */
describe('lead service: its worked records', () => {
  let lead: LeadHarness;

  beforeAll(async () => {
    lead = await startLead('worked-records');
  });

  afterAll(() => lead?.stop());

  /** Submits one record through the lead queue as the gateway does and waits until stored. */
  async function storeOne(kind: LeadKind, overrides: Record<string, unknown> = {}) {
    const submission = {
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      data: KINDS[kind].build(overrides),
    };
    await lead.leadQueue.add(KINDS[kind].job, submission, {
      ...DEFAULT_JOB_OPTIONS,
      jobId: submission.id,
    });
    await waitFor(
      async () =>
        (await lead.db.query(`SELECT 1 FROM ${KINDS[kind].table} WHERE id = $1`, [submission.id]))
          .length > 0,
      { what: `the ${kind} ${submission.id}` },
    );
    return submission;
  }

  it.each(LEAD_KINDS)(
    '%s: mails a reply to the visitor with its fields filled in and its message quoted when asked',
    async (kind) => {
      const { id, data } = await storeOne(kind, { message: `About ${kind}: can we talk?` });
      const replied = await lead.ask<Detailed<RecordOf[typeof kind]> | null>(
        staffRpc.reply(kind),
        {
          id,
          subject: 'Re: your request, {{firstName}}',
          body: '{{name}} at {{company}}, {{staffName}} here.',
          quote: true,
          actorId: ANA,
          senderName: 'Ana Silva',
        },
        'req-reply-1',
      );
      const entry = replied!.activity.at(-1) as Extract<ActivityEntry, { type: 'reply' }>;
      expect(entry.type).toBe('reply');
      expect(replied!.firstReplyAt).toBe(entry.at);

      const job = await waitFor(() => lead.notificationQueue.getJob(entry.deliveryId), {
        what: `the reply job ${entry.deliveryId}`,
      });
      const batch = mailBatchSchema.parse(job.data);
      expect(batch.requestId).toBe('req-reply-1');
      expect(batch.mails).toEqual([
        {
          deliveryId: `${id}.reply.${entry.id}`,
          template: MailTemplate.StaffReply,
          to: { visitor: data.email },
          subject: `Re: your request, ${data.name.split(' ')[0]}`,
          body: `${data.name.split(' ')[0]} at ${String(data.company)}, Ana Silva here.`,
          replyTo: REPLY_MAILBOX[kind],
          quoted: [
            {
              at: replied!.createdAt,
              from: data.name.split(' ')[0],
              text: `About ${kind}: can we talk?`,
              visitor: true,
            },
          ],
        } satisfies ReplyMail,
      ]);
    },
  );

  it("relays no stranger's link: a phishing contact answered with a template quotes nothing unless asked, and then nothing a mail client links", async () => {
    const phishing =
      'Your account is suspended. Verify at https://evil.example/verify or mail help@evil.example';
    const { id } = await storeOne('contact', {
      name: 'https://evil.example',
      company: 'evil.example',
      message: phishing,
    });
    const answer = async (quote?: boolean) => {
      const replied = await lead.ask<Detailed<RecordOf['contact']> | null>(
        staffRpc.reply('contact'),
        {
          id,
          subject: 'Thank you, {{name}}',
          body: 'Dear {{name}} of {{company}}, we received your message.',
          templateId: randomUUID(),
          ...(quote === undefined ? {} : { quote }),
          actorId: ANA,
          senderName: 'Ana Silva',
        },
      );
      const entry = replied!.activity.at(-1) as Extract<ActivityEntry, { type: 'reply' }>;
      const job = await waitFor(() => lead.notificationQueue.getJob(entry.deliveryId), {
        what: `the reply job ${entry.deliveryId}`,
      });
      return mailBatchSchema.parse(job.data).mails[0] as ReplyMail;
    };

    const plain = await answer();
    expect(plain).toMatchObject({
      subject: 'Thank you, ',
      body: 'Dear  of evil[.]example, we received your message.',
      quoted: [],
    });
    const quoted = await answer(true);
    expect(quoted.quoted[0]).toEqual({
      at: expect.any(String),
      from: 'you',
      text: 'Your account is suspended. Verify at https[:]//evil[.]example/verify or mail help[at]evil[.]example',
      visitor: true,
    });
    expect(JSON.stringify(quoted)).not.toMatch(/https:\/\/|evil\.example|help@/);
  });

  it('answers the workload of its four kinds, and lists what waits', async () => {
    const { id: answered } = await storeOne('contact');
    const { id: waiting } = await storeOne('contact');
    await lead.ask(staffRpc.reply('contact'), {
      id: answered,
      subject: 'Hello',
      body: 'Hello',
      actorId: ANA,
      senderName: 'Ana',
    });
    const workload = await lead.ask<Workload>(staffRpc.workload(ServiceName.Lead), {});
    expect(Object.keys(workload).sort()).toEqual([...LEAD_KINDS].sort());
    const [{ count }] = await lead.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM contacts
        WHERE "firstReplyAt" IS NULL AND status NOT IN ('resolved', 'closed')`,
    );
    expect(workload['contact']).toMatchObject({
      waiting: count,
      overdue: 0,
      replyWithinHours: 24,
    });
    expect(workload['contact']!.repliedIn30Days).toBeGreaterThanOrEqual(1);

    const waitingIds = (
      await lead.ask<Page<{ id: string }>>(staffRpc.list('contact'), {
        waiting: 'true',
        limit: 100,
      })
    ).data.map((record) => record.id);
    expect(waitingIds).toContain(waiting);
    expect(waitingIds).not.toContain(answered);
  });

  it('adds the work columns and the activity to a database that already holds leads', async () => {
    const db = await createTestDatabase('lead_record_work_migration');
    // The service's own way to its schema (under the migrations' lock), then closed.
    const migrate = async (migrations: typeof LEAD_MIGRATIONS) =>
      (await openMigrated({ type: 'postgres', url: db.url, migrations })).destroy();
    try {
      await migrate(LEAD_MIGRATIONS.slice(0, LEAD_MIGRATIONS.indexOf(AddRecordWork1795000400000)));
      const id = randomUUID();
      await db.query(
        `INSERT INTO contacts (id, name, email, service, message)
         VALUES ($1, 'Asha Rao', 'asha@example.com', 'cloud', 'Before the work columns')`,
        [id],
      );
      await migrate(LEAD_MIGRATIONS);
      expect(
        await db.query(
          'SELECT "ownerId", "followUpAt", "firstReplyAt" FROM contacts WHERE id = $1',
          [id],
        ),
      ).toEqual([{ ownerId: null, followUpAt: null, firstReplyAt: null }]);
      const indexes = await db.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes
          WHERE indexname ~ '_(owner_created|follow_up|follow_up_created|waiting)$' OR tablename = 'activity_entries'
          ORDER BY indexname`,
      );
      expect(indexes.map((index) => index.indexname)).toEqual([
        'activity_entries_pkey',
        'activity_entries_record',
        'activity_entries_unmapped',
        ...['consultations', 'contacts', 'developer_hires', 'schedule_calls'].flatMap((table) => [
          `${table}_follow_up`,
          `${table}_follow_up_created`,
          `${table}_owner_created`,
          `${table}_waiting`,
        ]),
      ]);
    } finally {
      await db.drop();
    }
  });
});
