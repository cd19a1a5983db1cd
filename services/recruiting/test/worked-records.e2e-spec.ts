import { mailBatchSchema, type ReplyMail } from '@bytecraft/contracts/mail';
import type { Workload } from '@bytecraft/contracts/records/dashboard';
import type { ActivityEntry, Detailed } from '@bytecraft/contracts/records/work';
import { JobName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { RecordKind } from '@bytecraft/contracts/records';
import type { Page } from '@bytecraft/contracts/records/lists';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { waitFor } from '@bytecraft/testing/wait-for';
import { randomUUID } from 'node:crypto';
import { openMigrated } from '@bytecraft/service-runtime/database/migrated-data-source';
import { RECRUITING_MIGRATIONS } from '../src/migrations';
import { AddRecordWork1795000500000 } from '../src/migrations/1795000500000-add-record-work';
import { recruitingJobs } from './recruiting-factories';
import { startRecruiting, type RecruitingHarness } from './recruiting-harness';

const ANA = randomUUID();
type Replied = Detailed<{ id: string; createdAt: string; firstReplyAt: string | null }>;

/**
 * What working a record owes to the recruiting kinds themselves: each kind's message quoted
 * below a reply, the job title among the placeholders, a question waiting until it is answered,
 * the service's workload of its three kinds, and the migration on a database that already holds
 * answered questions. The rest is the runtime's (packages/service-runtime/src/records/records.spec.ts).
 */
describe('recruiting service: its worked records', () => {
  let recruiting: RecruitingHarness;

  beforeAll(async () => {
    recruiting = await startRecruiting('worked-records');
  });

  afterAll(() => recruiting?.stop());

  const reply = (kind: RecordKind, id: string, body: string, quote = true) =>
    recruiting.ask<Replied | null>(staffRpc.reply(kind), {
      id,
      subject: 'About your application',
      body,
      quote,
      actorId: ANA,
      senderName: 'Ana Silva',
    });
  const mailOf = async (replied: Replied | null) => {
    const entry = replied!.activity.at(-1) as Extract<ActivityEntry, { type: 'reply' }>;
    const job = await waitFor(() => recruiting.notificationQueue.getJob(entry.deliveryId), {
      what: `the reply job ${entry.deliveryId}`,
    });
    return mailBatchSchema.parse(job.data).mails[0] as ReplyMail;
  };

  it('fills the job title of a job application and quotes its cover letter; a general resume quotes nothing', async () => {
    const application = recruitingJobs.jobApplication({
      name: 'Priya Nair',
      jobTitle: 'Senior Backend Engineer',
      coverLetter: 'I have built event-driven services for five years.',
    });
    const general = recruitingJobs.generalResume({ name: 'Kavya Reddy' });
    await recruiting.process(JobName.JobApplicationSubmitted, application);
    await recruiting.process(JobName.ResumeSubmitted, general);

    const replied = await reply(
      'job-application',
      application.id,
      'Dear {{firstName}}, thank you for applying as {{jobTitle}}.',
    );
    expect(await mailOf(replied)).toMatchObject({
      to: { visitor: application.data.email },
      body: 'Dear Priya, thank you for applying as Senior Backend Engineer.',
      replyTo: 'careers',
      quoted: [
        {
          at: replied!.createdAt,
          from: 'Priya',
          text: 'I have built event-driven services for five years.',
          visitor: true,
        },
      ],
    });
    const toGeneral = await reply(
      'job-application',
      general.id,
      'Dear {{firstName}}, {{jobTitle}}.',
    );
    expect(await mailOf(toGeneral)).toMatchObject({ body: 'Dear Kavya, .', quoted: [] });
  });

  it('quotes an internship application’s motivation, to the internships mailbox', async () => {
    const application = recruitingJobs.internshipApplication({ name: 'Rohan Das' });
    await recruiting.process(JobName.InternshipApplicationSubmitted, application);
    const replied = await reply('internship-application', application.id, 'Hello');
    expect(await mailOf(replied)).toMatchObject({
      replyTo: 'internships',
      quoted: [{ from: 'Rohan', text: application.data.motivation, visitor: true }],
    });
  });

  it('quotes a phishing cover letter only when asked, and then with no link a mail client would show; a title of a link fills inert', async () => {
    const application = recruitingJobs.jobApplication({
      name: 'https://evil.example',
      jobTitle: 'Senior Backend Engineer',
      coverLetter:
        'Your account is suspended: verify at https://evil.example/verify or help@evil.example',
    });
    await recruiting.process(JobName.JobApplicationSubmitted, application);
    const body = 'Dear {{name}}, about {{jobTitle}}.';
    const plain = await mailOf(await reply('job-application', application.id, body, false));
    expect(plain).toMatchObject({ body: 'Dear , about Senior Backend Engineer.', quoted: [] });
    const quoted = await mailOf(await reply('job-application', application.id, body));
    expect(quoted.quoted[0]).toMatchObject({
      from: 'you',
      text: 'Your account is suspended: verify at https[:]//evil[.]example/verify or help[at]evil[.]example',
    });
  });

  it('keeps a question waiting until it is answered, and counts it in the workload of its three kinds', async () => {
    const question = recruitingJobs.internshipQuestion();
    await recruiting.process(JobName.InternshipQuestionAsked, question);
    const waiting = async () =>
      (
        await recruiting.ask<Page<{ id: string }>>(staffRpc.list('internship-question'), {
          waiting: 'true',
          limit: 100,
        })
      ).data.map((record) => record.id);
    const workload = () => recruiting.ask<Workload>(staffRpc.workload(ServiceName.Recruiting), {});

    expect(await waiting()).toContain(question.id);
    const before = await workload();
    expect(Object.keys(before).sort()).toEqual(
      ['job-application', 'internship-application', 'internship-question'].sort(),
    );
    expect(before['internship-question']).toMatchObject({ replyWithinHours: 24 });
    expect(before['job-application']).toMatchObject({ replyWithinHours: 72 });

    await recruiting.ask(staffRpc.answerQuestion, {
      id: question.id,
      response: 'Yes, part-time works.',
      respondedBy: 'Asha from HR',
      actorId: ANA,
    });
    expect(await waiting()).not.toContain(question.id);
    const after = await workload();
    expect(after['internship-question']!.waiting).toBe(before['internship-question']!.waiting - 1);
    expect(after['internship-question']!.repliedIn30Days).toBe(
      before['internship-question']!.repliedIn30Days + 1,
    );
  });

  it('adds the work columns to a database that already holds questions: an answered one waits no more', async () => {
    const db = await createTestDatabase('recruiting_record_work_migration');
    // The service's own way to its schema (under the migrations' lock), then closed.
    const migrate = async (migrations: typeof RECRUITING_MIGRATIONS) =>
      (await openMigrated({ type: 'postgres', url: db.url, migrations })).destroy();
    try {
      await migrate(
        RECRUITING_MIGRATIONS.slice(0, RECRUITING_MIGRATIONS.indexOf(AddRecordWork1795000500000)),
      );
      const [answered, open] = [randomUUID(), randomUUID()];
      await db.query(
        `INSERT INTO internship_questions (id, name, email, question, response, "respondedBy", "respondedAt")
         VALUES ($1, 'Sara Khan', 'sara@example.com', 'Paid?', 'Yes.', 'HR', '2026-10-01T09:00:00Z'),
                ($2, 'Dev Malhotra', 'dev@example.com', 'Remote?', NULL, NULL, NULL)`,
        [answered, open],
      );
      await migrate(RECRUITING_MIGRATIONS);
      expect(
        await db.query(
          'SELECT id, "firstReplyAt", "ownerId", "followUpAt" FROM internship_questions ORDER BY name',
        ),
      ).toEqual([
        { id: open, firstReplyAt: null, ownerId: null, followUpAt: null },
        {
          id: answered,
          firstReplyAt: new Date('2026-10-01T09:00:00Z'),
          ownerId: null,
          followUpAt: null,
        },
      ]);
      expect(await db.query(`SELECT to_regclass('activity_entries') AS "table"`)).toEqual([
        { table: 'activity_entries' },
      ]);
    } finally {
      await db.drop();
    }
  });
});
