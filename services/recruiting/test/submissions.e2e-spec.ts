import { RecordKind } from '@bytecraft/contracts/records';
import { JobName } from '@bytecraft/contracts/queues';
import { queuedMail, queuedMails } from '@bytecraft/testing/queued-mails';
import { waitFor } from '@bytecraft/testing/wait-for';
import { buildStoredResume, recruitingJobs } from './recruiting-factories';
import {
  startRecruiting,
  type RecruitingHarness,
  type RecruitingJobName,
} from './recruiting-harness';

describe('recruiting service: submissions', () => {
  let recruiting: RecruitingHarness;

  beforeAll(async () => {
    recruiting = await startRecruiting('submissions');
  });

  afterAll(async () => {
    await recruiting?.stop();
  });

  const row = async (table: string, id: string) => {
    const [found] = await recruiting.db.query(`SELECT * FROM ${table} WHERE id = $1`, [id]);
    return found;
  };
  const mailJob = (deliveryId: string) => queuedMail(recruiting.notificationQueue, deliveryId);
  const announcementsOf = async (id: string) => {
    await recruiting.flushEvents();
    return recruiting.events.filter(
      (event) => event.type === 'submission.created' && event.id === id,
    );
  };

  it('stores a job application once as applied, dated when the gateway received it, and asks for its two mails', async () => {
    const submission = recruitingJobs.jobApplication(
      {},
      { receivedAt: '2026-11-20T09:30:00.000Z', resume: buildStoredResume('pdf', 'CV final.pdf') },
    );
    await recruiting.process(JobName.JobApplicationSubmitted, submission);

    expect(await row('job_applications', submission.id)).toMatchObject({
      name: 'Priya Nair',
      email: submission.data.email,
      jobId: '2',
      jobTitle: 'Senior Backend Engineer',
      experience: '3-5',
      resumeKey: submission.data.resume.key,
      resumeName: 'CV final.pdf',
      resumeType: 'application/pdf',
      resumeSize: 2057,
      status: 'applied',
      createdAt: new Date('2026-11-20T09:30:00.000Z'),
    });
    const confirmation = await mailJob(`${submission.id}.job-application-confirmation`);
    // Whole: nothing the applicant typed travels with their confirmation but the first name.
    expect(confirmation.mail).toEqual({
      deliveryId: `${submission.id}.job-application-confirmation`,
      template: 'job-application-confirmation',
      to: { visitor: submission.data.email },
      firstName: 'Priya',
    });
    const alert = await mailJob(`${submission.id}.job-application-alert`);
    expect(alert.mail).toMatchObject({
      template: 'job-application-alert',
      to: { staff: 'careers' },
      replyTo: submission.data.email,
      record: { kind: 'job-application', id: submission.id },
      data: {
        Position: 'Senior Backend Engineer',
        Experience: '3-5 years',
        Resume: 'CV final.pdf',
      },
    });
  });

  it('stores a general resume as an application for no opening', async () => {
    const submission = recruitingJobs.generalResume();
    await recruiting.process(JobName.ResumeSubmitted, submission);

    expect(await row('job_applications', submission.id)).toMatchObject({
      jobId: null,
      jobTitle: null,
      phone: null,
      coverLetter: null,
      resumeType: submission.data.resume.contentType,
      status: 'applied',
    });
    expect((await mailJob(`${submission.id}.job-application-alert`)).mail).toMatchObject({
      to: { staff: 'careers' },
      data: { Position: 'General Application' },
    });
  });

  it('stores an internship application with its resume and asks for its two mails', async () => {
    const resume = buildStoredResume('doc', 'rohan.doc');
    const submission = recruitingJobs.internshipApplication({}, { resume });
    await recruiting.process(JobName.InternshipApplicationSubmitted, submission);

    expect(await row('internship_applications', submission.id)).toMatchObject({
      university: 'IIT Madras',
      course: 'Computer Science',
      availability: 'full-time',
      resumeKey: resume.key,
      resumeName: 'rohan.doc',
      resumeType: 'application/msword',
    });
    const confirmation = await mailJob(`${submission.id}.internship-application-confirmation`);
    expect(confirmation.mail).toEqual({
      deliveryId: `${submission.id}.internship-application-confirmation`,
      template: 'internship-application-confirmation',
      to: { visitor: submission.data.email },
      firstName: submission.data.name.split(' ')[0],
    });
    expect((await mailJob(`${submission.id}.internship-application-alert`)).mail).toMatchObject({
      to: { staff: 'internships' },
      replyTo: submission.data.email,
      record: { kind: 'internship-application', id: submission.id },
      data: { Availability: 'Full-time (40 hours/week)', Resume: 'rohan.doc' },
    });
  });

  it('stores an internship application without a resume', async () => {
    const submission = recruitingJobs.internshipApplication();
    await recruiting.process(JobName.InternshipApplicationSubmitted, submission);

    expect(await row('internship_applications', submission.id)).toMatchObject({
      resumeKey: null,
      resumeName: null,
      resumeType: null,
    });
    const alert = await mailJob(`${submission.id}.internship-application-alert`);
    expect('data' in alert.mail && alert.mail.data).not.toHaveProperty('Resume');
  });

  it('stores an internship question and asks for its two mails', async () => {
    const submission = recruitingJobs.internshipQuestion();
    await recruiting.process(JobName.InternshipQuestionAsked, submission);

    expect(await row('internship_questions', submission.id)).toMatchObject({
      question: submission.data.question,
      internshipInterest: 'ai-ml',
      response: null,
      respondedBy: null,
      respondedAt: null,
    });
    const confirmation = await mailJob(`${submission.id}.internship-question-confirmation`);
    expect(confirmation.mail).toEqual({
      deliveryId: `${submission.id}.internship-question-confirmation`,
      template: 'internship-question-confirmation',
      to: { visitor: submission.data.email },
      firstName: submission.data.name.split(' ')[0],
    });
    expect((await mailJob(`${submission.id}.internship-question-alert`)).mail).toMatchObject({
      to: { staff: 'internships' },
      replyTo: submission.data.email,
      record: { kind: 'internship-question', id: submission.id },
      data: { Interest: 'AI / Machine Learning', Question: submission.data.question },
    });
  });

  const KINDS: [
    RecruitingJobName,
    RecordKind,
    string,
    () => { id: string; data: { email: string; name: string } },
  ][] = [
    [
      JobName.JobApplicationSubmitted,
      'job-application',
      'job_applications',
      () => recruitingJobs.jobApplication(),
    ],
    [
      JobName.ResumeSubmitted,
      'job-application',
      'job_applications',
      () => recruitingJobs.generalResume(),
    ],
    [
      JobName.InternshipApplicationSubmitted,
      'internship-application',
      'internship_applications',
      () => recruitingJobs.internshipApplication(),
    ],
    [
      JobName.InternshipQuestionAsked,
      'internship-question',
      'internship_questions',
      () => recruitingJobs.internshipQuestion(),
    ],
  ];

  it.each(KINDS)(
    'announces a stored %s to the console as a new %s',
    async (name, kind, _table, build) => {
      const submission = build();
      await recruiting.process(name, submission);
      expect(await announcementsOf(submission.id)).toEqual([
        { type: 'submission.created', kind, id: submission.id, name: submission.data.name },
      ]);
    },
  );

  it.each(KINDS)(
    'runs a repeated %s once: one row, one pair of mails, one announcement',
    async (name, _kind, table, build) => {
      const submission = build();
      await recruiting.process(name, submission);
      // A second job for the same submission (a re-drive, or a copy after the first was removed).
      await recruiting.process(name, submission, `${submission.id}-again`);

      const rows = await recruiting.db.query(`SELECT id FROM ${table} WHERE id = $1`, [
        submission.id,
      ]);
      expect(rows).toHaveLength(1);
      const mails = (await queuedMails(recruiting.notificationQueue)).filter(({ mail }) =>
        mail.deliveryId.startsWith(`${submission.id}.`),
      );
      expect(mails).toHaveLength(2);
      expect(await announcementsOf(submission.id)).toHaveLength(1);
    },
  );

  it('fails an unknown job loudly and keeps it in the failed set', async () => {
    const job = await recruiting.recruitingQueue.add(
      'no-such-job',
      {},
      { attempts: 1, removeOnFail: false },
    );
    await waitFor(async () => (await job.getState()) === 'failed', { what: 'the job to fail' });
    const failed = await recruiting.recruitingQueue.getJob(job.id!);
    expect(failed?.failedReason).toBe(
      'The recruiting service has no handler for job "no-such-job"',
    );
  });
});
