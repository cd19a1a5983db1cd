import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { QueueName } from '@bytecraft/contracts/queues';
import request from 'supertest';
import {
  buildInternshipApplication,
  buildJobApplication,
  files,
} from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import { startTestSystem, type TestSystem } from './system';

type Fields = Record<string, string | undefined>;

describe('recruiting submissions (system)', () => {
  let system: TestSystem;
  let app: NestFastifyApplication;

  /** A multipart post as the browser sends it: empty values skipped, the file under `resume`. */
  const postForm = (
    path: string,
    fields: Fields,
    file?: { content: Buffer; name: string; type?: string },
  ) => {
    const req = request(app.getHttpServer()).post(path);
    for (const [name, value] of Object.entries(fields)) if (value) void req.field(name, value);
    if (file)
      void req.attach('resume', file.content, {
        filename: file.name,
        contentType: file.type ?? 'application/pdf',
      });
    return req;
  };
  const applicationRows = (email: string) =>
    system.db.recruiting.query<Record<string, unknown>>(
      'SELECT * FROM job_applications WHERE email = $1',
      [email],
    );
  const waitForRow = async (query: () => Promise<Record<string, unknown>[]>) =>
    (
      await waitFor(async () => ((await query()).length ? await query() : undefined), {
        what: 'the row',
      })
    )[0];
  /**
   * Sends a valid application and waits for its row, then for the queue to be empty: whatever
   * was sent before it has been handled, so what is missing now never comes. Answers the object
   * keys the sentinel's resume added.
   */
  const storedAfterwards = async () => {
    const before = await system.objects.keys();
    const sentinel = buildJobApplication();
    await postForm('/api/job-application', sentinel, { content: files.pdf(), name: 'cv.pdf' });
    await waitForRow(() => applicationRows(sentinel.email));
    await system.drained(QueueName.Recruiting);
    return (await system.objects.keys()).filter((key) => !before.includes(key));
  };

  beforeAll(async () => {
    system = await startTestSystem('recruiting');
    ({ app } = system);
  });
  afterAll(() => system?.stop());

  describe('POST /api/job-application', () => {
    it.each(['pdf', 'doc', 'docx'] as const)(
      'stores an application with a %s resume in the bucket, the row as applied, and mails candidate and careers',
      async (kind) => {
        const fields = buildJobApplication();
        const content = files[kind]();
        const res = await postForm('/api/job-application', fields, {
          content,
          name: `cv.${kind}`,
        }).expect(201);
        expect(res.body).toMatchObject({ success: true, title: 'Application Submitted!' });

        const row = await waitForRow(() => applicationRows(fields.email));
        expect(row).toMatchObject({
          id: res.body.data.id,
          status: 'applied',
          jobId: '2',
          jobTitle: 'Senior Backend Engineer',
          resumeName: `cv.${kind}`,
          resumeSize: content.length,
        });
        expect(await system.objects.read(row.resumeKey as string)).toEqual(content);
        await system.mail.waitForMail((m) => m.to[0]?.address === fields.email);
        const alert = await system.mail.waitForMail(
          (m) =>
            m.to[0]?.address === 'careers@bytecraft.example' &&
            m.text?.includes(fields.email) === true,
        );
        expect(alert.text).toContain('Senior Backend Engineer');
      },
    );

    it.each([
      ['phone', { phone: undefined }, 'Phone number is required'],
      ['experience', { experience: undefined }, 'Experience is required'],
      ['experience', { experience: '50+' }, 'Please select a valid experience'],
      ['skills', { skills: undefined }, 'Skills are required'],
      [
        'skills',
        { skills: 'Java' },
        'Please provide more details about your skills (at least 10 characters)',
      ],
      ['coverLetter', { coverLetter: undefined }, 'Cover letter is required'],
      [
        'coverLetter',
        { coverLetter: 'Hire me, please.' },
        'Cover letter must be at least 50 characters',
      ],
      [
        'coverLetter',
        { coverLetter: 'c'.repeat(5001) },
        'Cover letter must be at most 5000 characters',
      ],
      ['name', { name: 'P' }, 'Name must be at least 2 characters'],
      ['email', { email: 'priya@' }, 'Please enter a valid email address'],
    ])('rejects a bad %s with its message and stores no file', async (field, change, message) => {
      const before = await system.objects.keys();
      const res = await postForm('/api/job-application', buildJobApplication(change), {
        content: files.pdf(),
        name: 'cv.pdf',
      }).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        validationErrors: [{ field, message }],
      });
      expect(await system.objects.keys()).toEqual(before);
    });

    it.each([
      ['no resume', undefined, 400, 'Resume is required'],
      [
        'an executable renamed cv.pdf',
        { content: files.executable(), name: 'cv.pdf' },
        415,
        'Resume must be a PDF, DOC or DOCX file',
      ],
      [
        'a 6 MB file',
        { content: files.oversized(), name: 'cv.pdf' },
        413,
        'Resume must be 5 MB or smaller',
      ],
    ])(
      'refuses %s with FILE_UPLOAD_ERROR and stores nothing',
      async (_case, file, status, message) => {
        const fields = buildJobApplication();
        const before = await system.objects.keys();
        const res = await postForm('/api/job-application', fields, file).expect(status);
        expect(res.body).toEqual({
          requestId: expect.any(String),
          code: 'FILE_UPLOAD_ERROR',
          message,
          validationErrors: [{ field: 'resume', message }],
        });
        expect(await system.objects.keys()).toEqual(before);
        await storedAfterwards();
        expect(await applicationRows(fields.email)).toEqual([]);
      },
    );

    it('answers a filled honeypot like success and stores neither row nor file', async () => {
      const fields = { ...buildJobApplication(), website: 'http://spam.example' };
      const before = await system.objects.keys();
      await postForm('/api/job-application', fields, {
        content: files.pdf(),
        name: 'cv.pdf',
      }).expect(201);
      const sentinelKeys = await storedAfterwards();
      expect(await applicationRows(fields.email)).toEqual([]);
      expect(await system.objects.keys()).toEqual([...before, ...sentinelKeys].sort());
    });
  });

  it('stores a general resume as a General Application', async () => {
    const fields = { name: 'Anil Kumar', email: `anil.${Date.now()}@example.com` };
    await postForm('/api/job-application/resume', fields, {
      content: files.docx(),
      name: 'resume.docx',
    }).expect(201);
    const row = await waitForRow(() => applicationRows(fields.email));
    expect(row).toMatchObject({
      jobTitle: null,
      status: 'applied',
      resumeType: expect.stringContaining('wordprocessingml'),
    });
    await system.mail.waitForMail((m) => m.to[0]?.address === fields.email);
    const alert = await system.mail.waitForMail(
      (m) =>
        m.to[0]?.address === 'careers@bytecraft.example' && m.text?.includes(fields.email) === true,
    );
    expect(alert.text).toContain('Position: General Application');
  });

  it.each([
    ['without a resume', undefined],
    ['with a resume', { content: files.pdf(), name: 'cv.pdf' }],
  ])(
    'stores an internship application %s and mails the internships team',
    async (_case, resume) => {
      const fields = buildInternshipApplication();
      await postForm('/api/internship/application', fields, resume).expect(201);
      const row = await waitForRow(() =>
        system.db.recruiting.query('SELECT * FROM internship_applications WHERE email = $1', [
          fields.email,
        ]),
      );
      expect(row).toMatchObject({ course: 'Computer Science', university: 'IIT Madras' });
      if (resume) {
        expect(row.resumeKey).toEqual(expect.any(String));
        expect(await system.objects.keys()).toContain(row.resumeKey);
      } else {
        expect(row.resumeKey).toBeNull();
      }
      await system.mail.waitForMail(
        (m) =>
          m.to[0]?.address === 'internships@bytecraft.example' &&
          m.text?.includes(fields.email) === true,
      );
    },
  );

  it.each([
    ['name', { email: 'anil@example.com' }, 'Name is required'],
    ['name', { name: 'A', email: 'anil@example.com' }, 'Name must be at least 2 characters'],
    ['email', { name: 'Anil Kumar' }, 'Email is required'],
    ['email', { name: 'Anil Kumar', email: 'anil@example' }, 'Please enter a valid email address'],
    [
      'experience',
      { name: 'Anil Kumar', email: 'anil@example.com', experience: 'lots' },
      'Please select a valid experience',
    ],
  ])('rejects a general resume with a bad %s', async (field, fields, message) => {
    const res = await postForm('/api/job-application/resume', fields, {
      content: files.pdf(),
      name: 'cv.pdf',
    }).expect(400);
    expect(res.body.validationErrors).toEqual([{ field, message }]);
  });

  it.each([
    ['name', { name: undefined }, 'Name is required'],
    ['email', { email: 'rohan@' }, 'Please enter a valid email address'],
    ['year', { year: '2031' }, 'Please select a valid graduation year'],
    ['availability', { availability: 'weekends' }, 'Please select a valid availability'],
    ['motivation', { motivation: undefined }, 'Motivation is required'],
    ['university', { university: undefined }, 'University is required'],
    ['course', { course: undefined }, 'Major/Course is required'],
    [
      'motivation',
      { motivation: 'I like code.' },
      'Please provide more details about your motivation (at least 50 characters)',
    ],
    [
      'portfolioUrl',
      { portfolioUrl: 'my site' },
      'Please enter a valid URL starting with http:// or https://',
    ],
  ])('rejects an internship application with a bad %s', async (field, change, message) => {
    const res = await postForm(
      '/api/internship/application',
      buildInternshipApplication(change),
    ).expect(400);
    expect(res.body.validationErrors).toEqual([{ field, message }]);
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['question', { question: '' }, 'Question is required'],
    [
      'internshipInterest',
      { internshipInterest: 'astrology' },
      'Please select a valid area of interest',
    ],
  ])('rejects an internship question with a bad %s', async (field, change, message) => {
    const body = {
      name: 'Sara',
      email: 'sara@example.com',
      question: 'Is the internship paid?',
      ...change,
    };
    const res = await request(app.getHttpServer())
      .post('/api/internship/question')
      .send(body)
      .expect(400);
    expect(res.body.validationErrors).toEqual([{ field, message }]);
  });

  it('stores an internship question (JSON), mails the asker and the internships team, and rejects a short one', async () => {
    const email = `asker.${Date.now()}@example.com`;
    const server = app.getHttpServer();
    await request(server)
      .post('/api/internship/question')
      .send({
        name: 'Sara',
        email,
        question: 'Is the internship remote-friendly?',
        internshipInterest: 'ai-ml',
      })
      .expect(201);
    await waitForRow(() =>
      system.db.recruiting.query('SELECT * FROM internship_questions WHERE email = $1', [email]),
    );
    const confirmation = await system.mail.waitForMail((m) => m.to[0]?.address === email);
    expect(confirmation.subject).toBe('We received your question');
    const alert = await system.mail.waitForMail(
      (m) =>
        m.to[0]?.address === 'internships@bytecraft.example' && m.text?.includes(email) === true,
    );
    expect(alert.subject).toBe('New internship question');
    expect(alert.text).toContain('Is the internship remote-friendly?');
    const res = await request(server)
      .post('/api/internship/question')
      .send({ name: 'Sara', email, question: 'Remote?' })
      .expect(400);
    expect(res.body.validationErrors).toEqual([
      {
        field: 'question',
        message: 'Please provide more details in your question (at least 10 characters)',
      },
    ]);
  });

  it('accepts applications while the recruiting service is down and stores them when it is back', async () => {
    await system.stopService('recruiting', 'kill');
    const fields = buildJobApplication();
    await postForm('/api/job-application', fields, { content: files.pdf(), name: 'cv.pdf' }).expect(
      201,
    );
    expect(await applicationRows(fields.email)).toEqual([]);
    await system.restartService('recruiting');
    await waitForRow(() => applicationRows(fields.email));
  });
});
