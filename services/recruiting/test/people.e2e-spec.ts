import { peopleRpc, type PersonHoldings } from '@bytecraft/contracts/people';
import { JobName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { RecordKind } from '@bytecraft/contracts/records';
import { monthsBefore, personScope, retentionScope } from '@bytecraft/testing/erasures';
import { randomBytes, randomUUID } from 'node:crypto';
import { buildStoredResume, recruitingJobs } from './recruiting-factories';
import {
  startRecruiting,
  type RecruitingHarness,
  type RecruitingJobName,
} from './recruiting-harness';

const STAFF = randomUUID();
const REFUSED = { status: 'error', message: 'Internal server error' };
const TABLES = ['job_applications', 'internship_applications', 'internship_questions'];
const KINDS = ['job-application', 'internship-application', 'internship-question'];
const address = (name: string) => `${name}.${randomBytes(3).toString('hex')}@example.com`;

/**
 * A person in the recruiting service: every application and question of one
 * address, as the person view reads them, and the erasure of them, by address or by retention,
 * naming the resumes for the gateway to delete from the bucket.
 */
describe('recruiting service: a person', () => {
  let recruiting: RecruitingHarness;

  beforeAll(async () => {
    recruiting = await startRecruiting('people');
  });

  afterAll(() => recruiting?.stop());

  async function store<S extends { id: string }>(name: RecruitingJobName, submission: S) {
    await recruiting.process(name, submission);
    return submission;
  }

  const dated = (receivedAt: Date) => ({ receivedAt: receivedAt.toISOString() });

  /**
   * What one applicant sends over a season, oldest first: an application for an opening, a
   * general resume, an internship application with a resume and one without, a question.
   */
  async function season(email: string) {
    const start = Date.now() - 3600_000;
    const at = (minute: number) => dated(new Date(start + minute * 60_000));
    const application = await store(
      JobName.JobApplicationSubmitted,
      recruitingJobs.jobApplication({ email }, at(0)),
    );
    const general = await store(
      JobName.ResumeSubmitted,
      recruitingJobs.generalResume({ email }, at(1)),
    );
    const internship = await store(
      JobName.InternshipApplicationSubmitted,
      recruitingJobs.internshipApplication(
        { email },
        { ...at(2), resume: buildStoredResume('docx') },
      ),
    );
    const internshipWithoutResume = await store(
      JobName.InternshipApplicationSubmitted,
      recruitingJobs.internshipApplication({ email }, at(3)),
    );
    const question = await store(
      JobName.InternshipQuestionAsked,
      recruitingJobs.internshipQuestion({ email }, at(4)),
    );
    await recruiting.ask(staffRpc.setStatus('job-application'), {
      id: application.id,
      status: 'screening',
      actorId: STAFF,
    });
    await note('job-application', application.id);
    await recruiting.ask(staffRpc.reply('internship-question'), {
      id: question.id,
      subject: 'Your question',
      body: 'Yes, it can be done remotely.',
      actorId: STAFF,
      senderName: 'Ana',
    });
    return { application, general, internship, internshipWithoutResume, question };
  }

  const note = (kind: RecordKind, id: string) =>
    recruiting.ask(staffRpc.addNote(kind), { id, text: 'Strong profile', actorId: STAFF });

  const find = (email: string) =>
    recruiting.ask<PersonHoldings>(peopleRpc.find(ServiceName.Recruiting), { email });

  /** The rows of these records, and of their activity, still stored. */
  async function stored(ids: string[]) {
    const count = async (sql: string) =>
      (await recruiting.db.query<{ n: number }>(sql, [ids]))[0].n;
    return {
      records: await count(
        `SELECT (${TABLES.map((table) => `(SELECT count(*) FROM ${table} WHERE id = ANY($1))`).join(
          ' + ',
        )})::int AS n`,
      ),
      activity: await count(
        `SELECT count(*)::int AS n FROM activity_entries WHERE "recordId" = ANY($1)`,
      ),
    };
  }

  it("finds every application and question of the address, newest first, whatever its case, each as its detail; not another address's", async () => {
    const email = address('priya.nair');
    const sent = await season(email);
    await store(
      JobName.InternshipQuestionAsked,
      recruitingJobs.internshipQuestion({ email: address('someone.else') }),
    );

    const { records, mails } = await find(email.toUpperCase());
    expect(mails).toEqual([]);
    expect(records.map(({ record }) => record.id)).toEqual(
      [sent.application, sent.general, sent.internship, sent.internshipWithoutResume, sent.question]
        .map(({ id }) => id)
        .reverse(),
    );
    expect(records.map(({ kind }) => kind)).toEqual([
      'internship-question',
      'internship-application',
      'internship-application',
      'job-application',
      'job-application',
    ]);
    const [question, , , , application] = records;
    expect(application.record).toEqual(
      await recruiting.ask(staffRpc.get('job-application'), { id: sent.application.id }),
    );
    expect(
      application.record.activity.flatMap((entry) => (entry.type === 'status' ? [entry.to] : [])),
    ).toEqual(['screening']);
    expect(application.record.activity.map(({ type }) => type)).toEqual(
      expect.arrayContaining(['status', 'note']),
    );
    expect(question.record.activity.map(({ type }) => type)).toContain('reply');
  });

  it('answers nothing for an address it does not hold, and refuses what is no address', async () => {
    expect(await find(address('nobody'))).toEqual({ records: [], mails: [], inbound: [] });
    await expect(find('not an address')).rejects.toEqual(REFUSED);
  });

  it("erases every application and question of the address with their activity, names their resumes, and leaves another's; a re-delivery erases nothing and reports zero", async () => {
    const email = address('erased');
    const sent = await season(email);
    const ids = Object.values(sent).map(({ id }) => id);
    const other = await store(
      JobName.JobApplicationSubmitted,
      recruitingJobs.jobApplication({ email: address('kept') }),
    );
    await note('job-application', other.id);

    const erasureId = randomUUID();
    const report = await recruiting.erase({ erasureId, scope: personScope(email) });
    expect(report).toEqual({
      erasureId,
      part: ServiceName.Recruiting,
      counts: {
        'job-application': 2,
        'internship-application': 2,
        'internship-question': 1,
        'visitor-replies': 0,
      },
      resumeKeys: expect.any(Array),
    });
    expect(report.resumeKeys!.sort()).toEqual(
      [sent.application, sent.general, sent.internship].map(({ data }) => data.resume!.key).sort(),
    );
    expect(await stored(ids)).toEqual({ records: 0, activity: 0 });
    expect(await find(email)).toEqual({ records: [], mails: [], inbound: [] });
    expect(await stored([other.id])).toEqual({ records: 1, activity: 1 });

    expect(await recruiting.erase({ erasureId, scope: personScope(email) })).toEqual({
      erasureId,
      part: ServiceName.Recruiting,
      counts: { ...Object.fromEntries(KINDS.map((kind) => [kind, 0])), 'visitor-replies': 0 },
    });
    expect(await stored([other.id])).toEqual({ records: 1, activity: 1 });
  });

  it("erases by retention only what is past its kind's months (applications 12, questions 36) since the last contact, naming the erased resumes", async () => {
    const now = new Date();
    const someone = () => address('retained');
    const thirteenMonthsAgo = dated(monthsBefore(now, 13));
    const idle = await store(
      JobName.JobApplicationSubmitted,
      recruitingJobs.jobApplication({ email: someone() }, thirteenMonthsAgo),
    );
    const notedLately = await store(
      JobName.JobApplicationSubmitted,
      recruitingJobs.jobApplication({ email: someone() }, thirteenMonthsAgo),
    );
    await note('job-application', notedLately.id);
    const internship = await store(
      JobName.InternshipApplicationSubmitted,
      recruitingJobs.internshipApplication(
        { email: someone() },
        { ...thirteenMonthsAgo, resume: buildStoredResume() },
      ),
    );
    const questionKept = await store(
      JobName.InternshipQuestionAsked,
      recruitingJobs.internshipQuestion({ email: someone() }, thirteenMonthsAgo),
    );
    const questionPast = await store(
      JobName.InternshipQuestionAsked,
      recruitingJobs.internshipQuestion({ email: someone() }, dated(monthsBefore(now, 37))),
    );

    const erasureId = randomUUID();
    const report = await recruiting.erase({ erasureId, scope: retentionScope(now) });
    expect(report).toEqual({
      erasureId,
      part: ServiceName.Recruiting,
      counts: {
        'job-application': 1,
        'internship-application': 1,
        'internship-question': 1,
      },
      resumeKeys: expect.any(Array),
    });
    expect(report.resumeKeys!.sort()).toEqual(
      [idle.data.resume.key, internship.data.resume!.key].sort(),
    );
    expect((await stored([idle.id, internship.id, questionPast.id])).records).toBe(0);
    expect((await stored([notedLately.id, questionKept.id])).records).toBe(2);
  });

  it('finds a person from an index of the lower-cased address in every table, not a scan', async () => {
    const indexes = await recruiting.db.query<{ tablename: string; indexdef: string }>(
      `SELECT tablename, indexdef FROM pg_indexes WHERE indexname = tablename || '_person'`,
    );
    expect(indexes.map(({ tablename }) => tablename).sort()).toEqual([...TABLES].sort());
    expect(indexes.every(({ indexdef }) => indexdef.includes('(lower((email)::text))'))).toBe(true);
  });
});
