import {
  internshipApplication,
  type InternshipApplicationRecord,
} from '@bytecraft/contracts/kinds/internship-application';
import type { InternshipQuestionRecord } from '@bytecraft/contracts/kinds/internship-question';
import {
  jobApplication,
  type JobApplicationRecord,
} from '@bytecraft/contracts/kinds/job-application';
import { staffRpc, type ResumeLocation } from '@bytecraft/contracts/staff-rpc';
import { RecordKind } from '@bytecraft/contracts/records';
import type { KindDefinition } from '@bytecraft/contracts/kinds/define-kind';
import type { KindCounts, Page } from '@bytecraft/contracts/records/lists';
import type { Detailed } from '@bytecraft/contracts/records/work';
import { JobName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { randomUUID } from 'node:crypto';
import { queuedMails } from '@bytecraft/testing/queued-mails';
import { buildStoredResume, recruitingJobs } from './recruiting-factories';
import { startRecruiting, type RecruitingHarness } from './recruiting-harness';

const at = (day: number) => `2026-11-0${day}T10:00:00.000Z`;
const STAFF = randomUUID();
/** Each field of a kind's form as its record shows it: as sent, null when left out. */
const asSent = (kind: KindDefinition, data: object) =>
  Object.fromEntries(
    Object.keys(kind.schema.shape).map((field) => [
      field,
      (data as Record<string, unknown>)[field] ?? null,
    ]),
  );
/** What a client hears when the service threw on a payload the shared schema refuses. */
const REFUSED = { status: 'error', message: 'Internal server error' };

/**
 * What staff triage of the recruiting kinds owes to the kinds themselves: their search fields,
 * records and resumes, statuses, counts, and the question's answer. Paging, search, filters,
 * history and refused payloads are the runtime's, proven once in
 * packages/service-runtime/src/records/records.spec.ts.
 */
describe('recruiting service: staff patterns', () => {
  let recruiting: RecruitingHarness;

  // Job applications, oldest first; a general resume is the newest.
  const backend = recruitingJobs.jobApplication(
    {},
    { receivedAt: at(1), resume: buildStoredResume('pdf', 'priya-cv.pdf') },
  );
  const frontend = recruitingJobs.jobApplication(
    {
      name: 'Meera Krishnan',
      email: 'meera.k@example.com',
      jobId: '4',
      jobTitle: 'Frontend Developer',
    },
    { receivedAt: at(2) },
  );
  const goBackend = recruitingJobs.jobApplication(
    { name: 'Arjun Menon', jobId: '5', jobTitle: 'Backend Developer (Go)' },
    { receivedAt: at(3) },
  );
  const general = recruitingJobs.generalResume(
    { name: 'Kavya Reddy' },
    { receivedAt: at(4), resume: buildStoredResume('docx') },
  );
  const withResume = recruitingJobs.internshipApplication(
    {},
    { receivedAt: at(1), resume: buildStoredResume('doc', 'rohan.doc') },
  );
  const withoutResume = recruitingJobs.internshipApplication(
    { name: 'Isha Verma', university: 'NIT Trichy', course: 'Electronics' },
    { receivedAt: at(2) },
  );
  const paid = recruitingJobs.internshipQuestion(
    { question: 'Is the internship paid, and is there a stipend?' },
    { receivedAt: at(1) },
  );
  const remote = recruitingJobs.internshipQuestion(
    { name: 'Dev Malhotra', question: 'Do you take remote interns who study abroad?' },
    { receivedAt: at(2) },
  );

  const list = <R = { id: string }>(kind: RecordKind, query: object = {}) =>
    recruiting.ask<Page<R>>(staffRpc.list(kind), query);
  const ids = (page: Page<{ id: string }>) => page.data.map((record) => record.id);
  const setStatus = (id: string, status: string) =>
    recruiting.ask<Detailed<JobApplicationRecord> | null>(staffRpc.setStatus('job-application'), {
      id,
      status,
      actorId: STAFF,
    });
  const answer = (id: string, response: string, respondedBy = 'Asha from HR', requestId?: string) =>
    recruiting.ask<Detailed<InternshipQuestionRecord> | null>(
      staffRpc.answerQuestion,
      { id, response, respondedBy, actorId: STAFF },
      requestId,
    );
  const answerMails = async (id: string) =>
    (await queuedMails(recruiting.notificationQueue))
      .filter(({ mail }) => mail.deliveryId.startsWith(`${id}.reply.`))
      .map(({ mail, requestId }) => ({ id: mail.deliveryId, data: mail, requestId }));
  /** A record nobody has worked yet. */
  const unworked = {
    ownerId: null,
    followUpAt: null,
    firstReplyAt: null,
    visitorReplyAt: null,
    // Sent on a Sunday: a first answer at low priority is due 72 business hours from Monday
    // 09:00 in Kolkata (the default hours), at risk after 54 of them.
    dueAt: '2026-11-12T11:30:00.000Z',
    atRiskAt: '2026-11-10T09:30:00.000Z',
    priority: null,
    lastPromise: null,
  };
  /** The activity of a record nothing has happened to since it was stored. */
  const activityOf = (id: string, createdAt: string, confirmation: MailTemplate) => [
    { type: 'submitted', at: createdAt },
    {
      type: 'confirmation',
      at: createdAt,
      deliveryId: `${id}.${confirmation}`,
      delivery: 'queued',
      sentAt: null,
    },
  ];
  const historyRows = (id: string) =>
    recruiting.db.query<{ from: string; to: string; actorId: string }>(
      `SELECT data->>'from' AS "from", data->>'to' AS "to", "actorId"
         FROM activity_entries WHERE "recordId" = $1 AND type = 'status' ORDER BY at, id`,
      [id],
    );

  beforeAll(async () => {
    recruiting = await startRecruiting('staff');
    await Promise.all([
      ...[backend, frontend, goBackend].map((job) =>
        recruiting.process(JobName.JobApplicationSubmitted, job),
      ),
      recruiting.process(JobName.ResumeSubmitted, general),
      ...[withResume, withoutResume].map((job) =>
        recruiting.process(JobName.InternshipApplicationSubmitted, job),
      ),
      ...[paid, remote].map((job) => recruiting.process(JobName.InternshipQuestionAsked, job)),
    ]);
  });

  afterAll(async () => {
    await recruiting?.stop();
  });

  describe('job applications', () => {
    it('counts every kind the service owns, by status where the kind has one', async () => {
      const counts = await recruiting.ask<Record<string, KindCounts>>(
        staffRpc.counts(ServiceName.Recruiting),
        {},
      );
      expect(counts).toEqual({
        'job-application': { total: 4, byStatus: { applied: 4 } },
        'internship-application': { total: 2, byStatus: { new: 2 } },
        'internship-question': { total: 2, byStatus: {} },
      });
    });

    it('shows a record with its resume route and never its bucket key', async () => {
      const record = await recruiting.ask<Detailed<JobApplicationRecord>>(
        staffRpc.get('job-application'),
        { id: backend.id },
      );
      expect(record).toEqual({
        id: backend.id,
        ...asSent(jobApplication, backend.data),
        resumeUrl: `/api/job-application/${backend.id}/resume`,
        resumeName: 'priya-cv.pdf',
        resumeType: 'application/pdf',
        resumeSize: 2057,
        status: 'applied',
        ...unworked,
        createdAt: at(1),
        updatedAt: expect.any(String),
        activity: activityOf(backend.id, at(1), MailTemplate.JobApplicationConfirmation),
      });
      const [listed] = (
        await list<JobApplicationRecord>('job-application', { q: backend.data.email })
      ).data;
      expect(listed).toEqual({ ...record, activity: undefined });
      expect(JSON.stringify(listed)).not.toContain(backend.data.resume.key);
    });

    it('searches name, email and job title, and no other field', async () => {
      const search = async (q: string) => ids(await list('job-application', { q }));
      expect(await search('kavya')).toEqual([general.id]);
      expect(await search('meera.k@example')).toEqual([frontend.id]);
      expect(await search('BACKEND')).toEqual([goBackend.id, backend.id]);
      expect(await search('frontend developer')).toEqual([frontend.id]);
      // The cover letter and the skills are not searched.
      expect(await search('event-driven services')).toEqual([]);
      expect(await search('NestJS')).toEqual([]);
    });

    it('filters by position, the general resumes being those without one, in the list and its counts', async () => {
      const byPosition = async (position: string, query: object = {}) =>
        ids(await list('job-application', { position, ...query }));
      expect(await byPosition('4')).toEqual([frontend.id]);
      expect(await byPosition('5')).toEqual([goBackend.id]);
      expect(await byPosition('general')).toEqual([general.id]);
      expect(await byPosition('3')).toEqual([]);
      // With the search and the status filter, not instead of them.
      expect(await byPosition('2', { q: 'backend' })).toEqual([backend.id]);
      expect(await byPosition('2', { status: 'screening' })).toEqual([]);
      const page = await list('job-application', { position: '5', limit: 1 });
      expect(page.pagination).toEqual({ page: 1, limit: 1, total: 1, totalPages: 1 });

      const counts = (query: object) =>
        recruiting.ask<KindCounts>(staffRpc.statusCounts('job-application'), query);
      expect(await counts({ position: '4' })).toEqual({ total: 1, byStatus: { applied: 1 } });
      expect(await counts({ position: 'general' })).toEqual({
        total: 1,
        byStatus: { applied: 1 },
      });
      expect(await counts({})).toEqual({ total: 4, byStatus: { applied: 4 } });

      await expect(byPosition('99')).rejects.toEqual(REFUSED);
      await expect(counts({ position: 'Frontend Developer' })).rejects.toEqual(REFUSED);
    });

    it('takes exactly its five statuses, one status entry per move', async () => {
      const steps = ['screening', 'interviewing', 'hired', 'rejected', 'applied'];
      for (const status of steps) {
        expect((await setStatus(goBackend.id, status))?.status).toBe(status);
      }
      expect((await historyRows(goBackend.id)).map((row) => row.to)).toEqual(steps);

      for (const status of ['new', 'in_progress', 'pending', 'APPLIED', '']) {
        await expect(setStatus(backend.id, status)).rejects.toEqual(REFUSED);
      }
      const [row] = await recruiting.db.query<{ status: string }>(
        'SELECT status FROM job_applications WHERE id = $1',
        [backend.id],
      );
      expect(row?.status).toBe('applied');
      expect(await historyRows(backend.id)).toEqual([]);
    });

    it("locates a resume under the applicant's name with the stored file's extension", async () => {
      const resume = (id: string) =>
        recruiting.ask<ResumeLocation | null>(staffRpc.resume('job-application'), { id });
      expect(await resume(backend.id)).toEqual({
        key: backend.data.resume.key,
        contentType: 'application/pdf',
        fileName: 'Priya Nair - resume.pdf',
      });
      expect(await resume(general.id)).toEqual({
        key: general.data.resume.key,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        fileName: 'Kavya Reddy - resume.docx',
      });
      expect(await resume(randomUUID())).toBeNull();
      expect(await resume('not-a-uuid')).toBeNull();
    });
  });

  describe('internship applications', () => {
    it('searches name, email, university and course, and no other field', async () => {
      const search = async (q: string) => ids(await list('internship-application', { q }));
      expect(await search('isha verma')).toEqual([withoutResume.id]);
      expect(await search(withResume.data.email.toUpperCase())).toEqual([withResume.id]);
      expect(await search('nit trichy')).toEqual([withoutResume.id]);
      expect(await search('computer')).toEqual([withResume.id]);
      // The motivation and the availability are not searched.
      expect(await search('production systems')).toEqual([]);
      expect(await search('full-time')).toEqual([]);
    });

    it('shows a resume route only when a resume was sent, and never the bucket key', async () => {
      const get = (id: string) =>
        recruiting.ask<Detailed<InternshipApplicationRecord>>(
          staffRpc.get('internship-application'),
          { id },
        );
      const sent = await get(withResume.id);
      expect(sent).toEqual({
        id: withResume.id,
        ...asSent(internshipApplication, withResume.data),
        resumeUrl: `/api/internship/applications/${withResume.id}/resume`,
        resumeName: 'rohan.doc',
        resumeType: 'application/msword',
        status: 'new',
        ...unworked,
        createdAt: at(1),
        updatedAt: expect.any(String),
        activity: activityOf(withResume.id, at(1), MailTemplate.InternshipApplicationConfirmation),
      });
      expect(JSON.stringify(sent)).not.toContain(withResume.data.resume!.key);
      expect(await get(withoutResume.id)).toMatchObject({ resumeUrl: null, resumeName: null });
    });

    it('locates a resume when one was sent, and answers null when none was', async () => {
      const resume = (id: string) =>
        recruiting.ask<ResumeLocation | null>(staffRpc.resume('internship-application'), {
          id,
        });
      expect(await resume(withResume.id)).toEqual({
        key: withResume.data.resume!.key,
        contentType: 'application/msword',
        fileName: 'Rohan Das - resume.doc',
      });
      expect(await resume(withoutResume.id)).toBeNull();
      expect(await resume(randomUUID())).toBeNull();
    });

    it('moves through exactly its five statuses, one status entry per move, and filters by them', async () => {
      const move = (id: string, status: string) =>
        recruiting.ask<Detailed<InternshipApplicationRecord> | null>(
          staffRpc.setStatus('internship-application'),
          { id, status, actorId: STAFF },
        );
      const steps = ['reviewing', 'interview', 'accepted', 'rejected', 'new', 'interview'];
      for (const status of steps) expect((await move(withResume.id, status))?.status).toBe(status);
      const moved = await recruiting.ask<Detailed<InternshipApplicationRecord>>(
        staffRpc.get('internship-application'),
        { id: withResume.id },
      );
      expect(
        moved.activity.flatMap((entry) =>
          entry.type === 'status'
            ? [{ from: entry.from, to: entry.to, actorId: entry.actorId }]
            : [],
        ),
      ).toEqual(steps.map((to, i) => ({ from: i ? steps[i - 1] : 'new', to, actorId: STAFF })));

      // Job applications' statuses are not an internship's.
      for (const status of ['applied', 'interviewing', 'hired', 'NEW', '']) {
        await expect(move(withoutResume.id, status)).rejects.toEqual(REFUSED);
      }
      expect(await historyRows(withoutResume.id)).toEqual([]);
      expect(await move(randomUUID(), 'reviewing')).toBeNull();

      expect(ids(await list('internship-application', { status: 'interview' }))).toEqual([
        withResume.id,
      ]);
      expect(ids(await list('internship-application', { status: 'new' }))).toEqual([
        withoutResume.id,
      ]);
      await expect(list('internship-application', { status: 'applied' })).rejects.toEqual(REFUSED);
      expect(
        await recruiting.ask<KindCounts>(staffRpc.statusCounts('internship-application'), {}),
      ).toEqual({ total: 2, byStatus: { new: 1, interview: 1 } });
      await recruiting.flushEvents();
      expect(recruiting.events).toContainEqual({
        type: 'status.changed',
        kind: 'internship-application',
        id: withResume.id,
        from: 'new',
        to: 'interview',
        actorId: STAFF,
      });
    });

    it('offers a status change for applications and none for questions', async () => {
      expect(await recruiting.listeners(staffRpc.setStatus('job-application'))).toBe(1);
      expect(await recruiting.listeners(staffRpc.setStatus('internship-application'))).toBe(1);
      expect(await recruiting.listeners(staffRpc.setStatus('internship-question'))).toBe(0);
    });
  });

  describe('internship questions', () => {
    it('searches name, email and question, and no other field', async () => {
      const search = async (q: string) => ids(await list('internship-question', { q }));
      expect(await search('dev malhotra')).toEqual([remote.id]);
      expect(await search(paid.data.email.toUpperCase())).toEqual([paid.id]);
      expect(await search('STIPEND')).toEqual([paid.id]);
      // The university and the interest are not searched.
      expect(await search('bits pilani')).toEqual([]);
      expect(await search('ai-ml')).toEqual([]);
    });

    it("stores an answer and mails it to the asker as a reply, with the staff request's id", async () => {
      const before = Date.now();
      const answered = await answer(
        paid.id,
        'Yes: every intern receives a monthly stipend.',
        'Asha from HR',
        'req-answer-1',
      );
      const reply = answered!.activity.at(-1)!;
      expect(reply).toEqual({
        type: 'reply',
        id: expect.any(String),
        at: answered!.respondedAt,
        actorId: STAFF,
        subject: 'An answer to your internship question',
        body: 'Yes: every intern receives a monthly stipend.',
        templateId: null,
        deliveryId: `${paid.id}.reply.${(reply as { id: string }).id}`,
        delivery: 'queued',
        sentAt: null,
      });
      expect(answered).toEqual({
        id: paid.id,
        name: 'Ananya Gupta',
        email: paid.data.email,
        phone: '+91 90000 44444',
        university: 'BITS Pilani',
        question: paid.data.question,
        internshipInterest: 'ai-ml',
        response: 'Yes: every intern receives a monthly stipend.',
        respondedBy: 'Asha from HR',
        respondedAt: expect.any(String),
        ownerId: null,
        followUpAt: null,
        // Answered: the question waits no more.
        firstReplyAt: answered!.respondedAt,
        visitorReplyAt: null,
        dueAt: null,
        atRiskAt: null,
        priority: null,
        // Stored with a submission time long past its due time: answered late.
        lastPromise: 'breached',
        createdAt: at(1),
        updatedAt: expect.any(String),
        activity: [
          ...activityOf(paid.id, at(1), MailTemplate.InternshipQuestionConfirmation),
          reply,
        ],
      });
      expect(Date.parse(answered!.respondedAt!)).toBeGreaterThanOrEqual(before);
      expect(await recruiting.ask(staffRpc.get('internship-question'), { id: paid.id })).toEqual(
        answered,
      );

      expect(await answerMails(paid.id)).toEqual([
        {
          id: `${paid.id}.reply.${(reply as { id: string }).id}`,
          data: {
            deliveryId: `${paid.id}.reply.${(reply as { id: string }).id}`,
            template: MailTemplate.StaffReply,
            to: { visitor: paid.data.email },
            subject: 'An answer to your internship question',
            body: 'Yes: every intern receives a monthly stipend.',
            replyTo: StaffMailbox.Internships,
            quoted: [],
          },
          requestId: 'req-answer-1',
        },
      ]);
    });

    it('updates an answered question and mails the new answer too, the first quoted (the question never); a repeated publish stays one mail', async () => {
      const [first] = await answerMails(paid.id);
      const second = await answer(paid.id, 'Yes, INR 20,000 a month.', 'Ravi from HR');
      expect(second).toMatchObject({
        response: 'Yes, INR 20,000 a month.',
        respondedBy: 'Ravi from HR',
      });
      const replies = second!.activity.filter((entry) => entry.type === 'reply');
      expect(replies.map((entry) => entry.body)).toEqual([
        'Yes: every intern receives a monthly stipend.',
        'Yes, INR 20,000 a month.',
      ]);
      // The first answer's time stays the first reply's.
      expect(second!.firstReplyAt).toBe(replies[0].at);
      expect(Date.parse(second!.respondedAt!)).toBeGreaterThan(Date.parse(replies[0].at));

      const mails = await answerMails(paid.id);
      expect(mails).toHaveLength(2);
      const latest = mails.find((mail) => mail.id !== first.id)!;
      expect(latest.id).toBe(replies[1].deliveryId);
      expect(latest.data).toMatchObject({
        body: 'Yes, INR 20,000 a month.',
        quoted: [{ at: replies[0].at, from: 'Asha from HR', text: replies[0].body }],
      });

      // Publishing the same answer again (a retried publish) adds no mail.
      await recruiting.app.get(MailPublisher).send([latest.data], {});
      expect(await answerMails(paid.id)).toHaveLength(2);
    });

    it('refuses an answer outside the shared schema and stores nothing', async () => {
      await expect(answer(remote.id, '   ')).rejects.toEqual(REFUSED);
      await expect(answer(remote.id, 'Yes.', '')).rejects.toEqual(REFUSED);
      await expect(answer(remote.id, 'x'.repeat(5001))).rejects.toEqual(REFUSED);
      const [row] = await recruiting.db.query(
        'SELECT response, "respondedBy", "respondedAt" FROM internship_questions WHERE id = $1',
        [remote.id],
      );
      expect(row).toEqual({ response: null, respondedBy: null, respondedAt: null });
      expect(await answerMails(remote.id)).toEqual([]);
      expect(
        await recruiting.db.query('SELECT id FROM activity_entries WHERE "recordId" = $1', [
          remote.id,
        ]),
      ).toEqual([]);
    });

    it('answers null and mails nobody for a question it does not have', async () => {
      const id = randomUUID();
      expect(await answer(id, 'Nobody asked this.')).toBeNull();
      expect(await answer('not-a-uuid', 'Nobody asked this.')).toBeNull();
      expect(await answerMails(id)).toEqual([]);
    });
  });
});
