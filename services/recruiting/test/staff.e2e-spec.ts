import {
  type InternshipApplicationRecord,
  type InternshipQuestionRecord,
} from '@bytecraft/contracts/internship';
import { type JobApplicationRecord } from '@bytecraft/contracts/job-application';
import { staffRpc, type ResumeLocation } from '@bytecraft/contracts/staff-rpc';
import { RecordKind, type Detailed, type KindCounts, type Page } from '@bytecraft/contracts/triage';
import { JobName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { randomUUID } from 'node:crypto';
import { queuedMails } from '@bytecraft/testing/queued-mails';
import { waitFor } from '@bytecraft/testing/wait-for';
import { buildStoredResume, recruitingJobs } from './recruiting-factories';
import { startRecruiting, type RecruitingHarness } from './recruiting-harness';

const at = (day: number) => `2026-11-0${day}T10:00:00.000Z`;
const STAFF = 'hr@bytecraft.example';
/** What a client hears when the service threw on a payload the shared schema refuses. */
const REFUSED = { status: 'error', message: 'Internal server error' };

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
    recruiting.ask<Detailed<JobApplicationRecord> | null>(
      staffRpc.setStatus(RecordKind.JobApplication),
      { id, status, changedBy: STAFF },
    );
  const answer = (id: string, response: string, respondedBy = 'Asha from HR', requestId?: string) =>
    recruiting.ask<Detailed<InternshipQuestionRecord> | null>(
      staffRpc.answerQuestion,
      { id, response, respondedBy },
      requestId,
    );
  const answerMails = async (id: string) =>
    (await queuedMails(recruiting.notificationQueue))
      .filter(({ mail }) => mail.deliveryId.startsWith(`${id}.internship-question-answer.`))
      .map(({ mail, requestId }) => ({ id: mail.deliveryId, data: mail, requestId }));
  const historyRows = (id: string) =>
    recruiting.db.query<{ from: string; to: string; changedBy: string }>(
      'SELECT "from", "to", "changedBy" FROM status_history WHERE "recordId" = $1 ORDER BY id',
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
        [RecordKind.JobApplication]: { total: 4, byStatus: { applied: 4 } },
        [RecordKind.InternshipApplication]: { total: 2, byStatus: {} },
        [RecordKind.InternshipQuestion]: { total: 2, byStatus: {} },
      });
    });

    it('lists newest first, a page at a time, 50 to a page unless asked otherwise', async () => {
      const first = await list(RecordKind.JobApplication, { page: '1', limit: '3' });
      expect(ids(first)).toEqual([general.id, goBackend.id, frontend.id]);
      expect(first.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
      const second = await list(RecordKind.JobApplication, { page: '2', limit: '3' });
      expect(ids(second)).toEqual([backend.id]);
      const past = await list(RecordKind.JobApplication, { page: '3', limit: '3' });
      expect(past.data).toEqual([]);

      const whole = await list(RecordKind.JobApplication);
      expect(whole.pagination).toEqual({ page: 1, limit: 50, total: 4, totalPages: 1 });
    });

    it('shows a record with its resume route and never its bucket key', async () => {
      const record = await recruiting.ask<Detailed<JobApplicationRecord>>(
        staffRpc.get(RecordKind.JobApplication),
        { id: backend.id },
      );
      expect(record).toEqual({
        id: backend.id,
        name: 'Priya Nair',
        email: backend.data.email,
        phone: '+91 90000 33333',
        jobTitle: 'Senior Backend Engineer',
        jobId: '2',
        experience: '3-5',
        skills: backend.data.skills,
        coverLetter: backend.data.coverLetter,
        resumeUrl: `/api/job-application/${backend.id}/resume`,
        resumeName: 'priya-cv.pdf',
        resumeType: 'application/pdf',
        resumeSize: 2057,
        status: 'applied',
        createdAt: at(1),
        updatedAt: expect.any(String),
        history: [],
      });
      const [listed] = (
        await list<JobApplicationRecord>(RecordKind.JobApplication, { q: backend.data.email })
      ).data;
      expect(listed).toEqual({ ...record, history: undefined });
      expect(JSON.stringify(listed)).not.toContain(backend.data.resume.key);
    });

    it('searches name, email and job title case-insensitively, over every page', async () => {
      const search = async (q: string) =>
        ids(await list(RecordKind.JobApplication, { q, limit: '1' }));
      expect(await search('BACKEND')).toEqual([goBackend.id]);
      expect((await list(RecordKind.JobApplication, { q: 'backend' })).pagination.total).toBe(2);
      expect(ids(await list(RecordKind.JobApplication, { q: 'backend' }))).toEqual([
        goBackend.id,
        backend.id,
      ]);
      expect(await search('meera.k@example')).toEqual([frontend.id]);
      expect(await search('kavya')).toEqual([general.id]);
      expect(await search('100%')).toEqual([]);
    });

    it('filters by status, alone and with a search', async () => {
      expect((await setStatus(frontend.id, 'screening'))?.status).toBe('screening');

      expect(ids(await list(RecordKind.JobApplication, { status: 'screening' }))).toEqual([
        frontend.id,
      ]);
      expect(ids(await list(RecordKind.JobApplication, { status: 'applied' }))).toEqual([
        general.id,
        goBackend.id,
        backend.id,
      ]);
      expect(
        ids(await list(RecordKind.JobApplication, { status: 'applied', q: 'developer' })),
      ).toEqual([goBackend.id]);
      const counts = await recruiting.ask<Record<string, KindCounts>>(
        staffRpc.counts(ServiceName.Recruiting),
        {},
      );
      expect(counts[RecordKind.JobApplication]).toEqual({
        total: 4,
        byStatus: { applied: 3, screening: 1 },
      });
    });

    it('refuses a list query outside the shared schema', async () => {
      await expect(list(RecordKind.JobApplication, { status: 'new' })).rejects.toEqual(REFUSED);
      await expect(list(RecordKind.JobApplication, { limit: '101' })).rejects.toEqual(REFUSED);
    });

    it('moves an application through each of its five statuses, one history row per move', async () => {
      const steps = ['screening', 'interviewing', 'hired', 'rejected', 'applied'];
      let record: Detailed<JobApplicationRecord> | null = null;
      for (const status of steps) {
        record = await setStatus(goBackend.id, status);
        expect(record?.status).toBe(status);
      }
      const moves = ['applied', ...steps].slice(0, -1).map((from, i) => ({
        from,
        to: steps[i],
        changedBy: STAFF,
      }));
      expect(record?.history).toEqual(
        moves.map((move) => ({ ...move, changedAt: expect.any(String) })),
      );
      expect(await historyRows(goBackend.id)).toEqual(moves);

      // Setting the status it already has changes nothing and writes no history.
      expect((await setStatus(goBackend.id, 'applied'))?.history).toHaveLength(5);
      expect(await historyRows(goBackend.id)).toHaveLength(5);

      await recruiting.flushEvents();
      const announced = recruiting.events.filter(
        (event) => event.type === 'status.changed' && event.id === goBackend.id,
      );
      expect(announced).toEqual(
        moves.map((move) => ({
          type: 'status.changed',
          kind: RecordKind.JobApplication,
          id: goBackend.id,
          ...move,
        })),
      );
    });

    it.each(['new', 'in_progress', 'pending', 'APPLIED', ''])(
      'refuses the status "%s", which is not a job application status',
      async (status) => {
        await expect(setStatus(backend.id, status)).rejects.toEqual(REFUSED);
        const [row] = await recruiting.db.query<{ status: string }>(
          'SELECT status FROM job_applications WHERE id = $1',
          [backend.id],
        );
        expect(row?.status).toBe('applied');
        expect(await historyRows(backend.id)).toEqual([]);
      },
    );

    it('answers null for an id it does not have', async () => {
      for (const id of [randomUUID(), 'not-a-uuid']) {
        expect(await setStatus(id, 'screening')).toBeNull();
        expect(await recruiting.ask(staffRpc.get(RecordKind.JobApplication), { id })).toBeNull();
        expect(await recruiting.ask(staffRpc.resume(RecordKind.JobApplication), { id })).toBeNull();
      }
    });

    it("locates a resume under the applicant's name with the stored file's extension", async () => {
      const resume = (id: string) =>
        recruiting.ask<ResumeLocation | null>(staffRpc.resume(RecordKind.JobApplication), { id });
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
    });
  });

  describe('internship applications', () => {
    it('lists newest first and searches university and course', async () => {
      expect(ids(await list(RecordKind.InternshipApplication))).toEqual([
        withoutResume.id,
        withResume.id,
      ]);
      expect(ids(await list(RecordKind.InternshipApplication, { q: 'nit trichy' }))).toEqual([
        withoutResume.id,
      ]);
      expect(ids(await list(RecordKind.InternshipApplication, { q: 'computer' }))).toEqual([
        withResume.id,
      ]);
      const page = await list(RecordKind.InternshipApplication, { limit: '1', page: '2' });
      expect(ids(page)).toEqual([withResume.id]);
      expect(page.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
    });

    it('shows a resume route only when a resume was sent, and never the bucket key', async () => {
      const get = (id: string) =>
        recruiting.ask<Detailed<InternshipApplicationRecord>>(
          staffRpc.get(RecordKind.InternshipApplication),
          { id },
        );
      const sent = await get(withResume.id);
      expect(sent).toEqual({
        id: withResume.id,
        name: 'Rohan Das',
        email: withResume.data.email,
        phone: null,
        university: 'IIT Madras',
        course: 'Computer Science',
        year: '2026',
        skills: null,
        experience: null,
        motivation: withResume.data.motivation,
        availability: 'full-time',
        portfolioUrl: null,
        resumeUrl: `/api/internship/applications/${withResume.id}/resume`,
        resumeName: 'rohan.doc',
        createdAt: at(1),
        updatedAt: expect.any(String),
        history: [],
      });
      expect(JSON.stringify(sent)).not.toContain(withResume.data.resume!.key);
      expect(await get(withoutResume.id)).toMatchObject({ resumeUrl: null, resumeName: null });
    });

    it('locates a resume when one was sent, and answers null when none was', async () => {
      const resume = (id: string) =>
        recruiting.ask<ResumeLocation | null>(staffRpc.resume(RecordKind.InternshipApplication), {
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

    it('has no status to filter by or to set', async () => {
      await expect(list(RecordKind.InternshipApplication, { status: 'applied' })).rejects.toEqual(
        REFUSED,
      );
      // Other recruiting processes on this Redis (another suite's) may listen too.
      expect(
        await recruiting.listeners(staffRpc.setStatus(RecordKind.JobApplication)),
      ).toBeGreaterThan(0);
      expect(await recruiting.listeners(staffRpc.setStatus(RecordKind.InternshipApplication))).toBe(
        0,
      );
      expect(await recruiting.listeners(staffRpc.setStatus(RecordKind.InternshipQuestion))).toBe(0);
    });
  });

  describe('internship questions', () => {
    it('lists newest first and searches the question', async () => {
      expect(ids(await list(RecordKind.InternshipQuestion))).toEqual([remote.id, paid.id]);
      expect(ids(await list(RecordKind.InternshipQuestion, { q: 'STIPEND' }))).toEqual([paid.id]);
      expect(ids(await list(RecordKind.InternshipQuestion, { q: 'dev malhotra' }))).toEqual([
        remote.id,
      ]);
    });

    it("stores an answer and asks for one mail of it to the asker, with the staff request's id", async () => {
      const before = Date.now();
      const answered = await answer(
        paid.id,
        'Yes: every intern receives a monthly stipend.',
        'Asha from HR',
        'req-answer-1',
      );
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
        createdAt: at(1),
        updatedAt: expect.any(String),
        history: [],
      });
      const respondedAt = Date.parse(answered!.respondedAt!);
      expect(respondedAt).toBeGreaterThanOrEqual(before);
      expect(
        await recruiting.ask(staffRpc.get(RecordKind.InternshipQuestion), { id: paid.id }),
      ).toEqual(answered);

      expect(await answerMails(paid.id)).toEqual([
        {
          id: `${paid.id}.internship-question-answer.${respondedAt}`,
          data: {
            deliveryId: `${paid.id}.internship-question-answer.${respondedAt}`,
            template: 'internship-question-answer',
            to: { visitor: paid.data.email },
            data: {
              Question: paid.data.question,
              Answer: 'Yes: every intern receives a monthly stipend.',
            },
          },
          requestId: 'req-answer-1',
        },
      ]);
    });

    it('updates an answered question and mails the new answer too; a repeated publish stays one mail', async () => {
      const first = (await answerMails(paid.id))[0]!;
      const second = await answer(paid.id, 'Yes, INR 20,000 a month.', 'Ravi from HR');
      expect(second).toMatchObject({
        response: 'Yes, INR 20,000 a month.',
        respondedBy: 'Ravi from HR',
      });
      expect(Date.parse(second!.respondedAt!)).toBeGreaterThan(
        Number(first.data.deliveryId.split('.').pop()),
      );

      const mails = await waitFor(
        async () => {
          const found = await answerMails(paid.id);
          return found.length === 2 ? found : undefined;
        },
        { what: 'the second answer mail' },
      );
      const latest = mails.find((mail) => mail.id !== first.id)!;
      expect(latest.id).toBe(
        `${paid.id}.internship-question-answer.${Date.parse(second!.respondedAt!)}`,
      );
      expect(latest.data.data).toEqual({
        Question: paid.data.question,
        Answer: 'Yes, INR 20,000 a month.',
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
    });

    it('answers null and mails nobody for a question it does not have', async () => {
      const id = randomUUID();
      expect(await answer(id, 'Nobody asked this.')).toBeNull();
      expect(await answer('not-a-uuid', 'Nobody asked this.')).toBeNull();
      expect(await answerMails(id)).toEqual([]);
    });
  });
});
