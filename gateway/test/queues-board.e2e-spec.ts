import { STAFF_ERROR_MESSAGES } from '@bytecraft/contracts/staff-auth';
import type { Submission } from '@bytecraft/contracts/queues';
import type { ContactPayload } from '@bytecraft/contracts/kinds/contact';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { confirmationAndAlert, mailBatchId } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import {
  AuditAction,
  StaffRole,
  STAFF_TEAM_MESSAGES,
  type AuditEntry,
} from '@bytecraft/contracts/staff-team';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { buildContactSubmission } from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';
import { newEmail, newPassword } from '@bytecraft/testing/staff';
import { Queue, Worker, type Job } from 'bullmq';
import request from 'supertest';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { signIn } from './staff';
import { MASKED } from '../src/observability/queues-board-redaction';
import { startTestGateway, type TestGateway } from './test-gateway';

const BOARD_API = '/api/admin/queues/api/queues';

/**
 * Bull Board at /api/admin/queues: every signed-in member reads it; staff read-only, an admin
 * also retries and cleans (audited); nobody adds a job, edits one or pauses a queue through it.
 */
describe('the queue dashboard (Bull Board)', () => {
  let gateway: TestGateway;
  let queue: Queue;
  let mailQueue: Queue;
  /** Session cookies of the admin the gateway starts with and of a member of staff. */
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    gateway = await startTestGateway('queues-board');
    const connection = redisOptionsFromUrl(gateway.config.REDIS_URL);
    queue = new Queue(QueueName.Lead, { connection, prefix: gateway.config.QUEUE_PREFIX });
    mailQueue = new Queue(QueueName.Notification, {
      connection,
      prefix: gateway.config.QUEUE_PREFIX,
    });
    const member = {
      email: newEmail(),
      password: newPassword(),
    };
    await gateway.app.get(StaffAccountsService).add(member.email, member.password, StaffRole.Staff);
    admin = await signIn(gateway.app, gateway.staff);
    staff = await signIn(gateway.app, member);
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true });
    await mailQueue?.obliterate({ force: true });
    await Promise.all([queue?.close(), mailQueue?.close()]);
    await gateway?.stop();
  });

  const server = () => gateway.app.getHttpServer();

  /** A lead job that a worker has failed for good, as the board lists failed jobs. */
  async function failedJob(reason = 'database away'): Promise<Job> {
    const job = await queue.add(JobName.ContactSubmitted, buildContactSubmission(), {
      attempts: 1,
    });
    const worker = new Worker(
      QueueName.Lead,
      async () => {
        throw new Error(reason);
      },
      {
        connection: redisOptionsFromUrl(gateway.config.REDIS_URL),
        prefix: gateway.config.QUEUE_PREFIX,
      },
    );
    await waitFor(async () => (await job.getState()) === 'failed', { what: 'the job to fail' });
    await worker.close();
    return job;
  }

  /** The audit log's queue actions, newest first, as an admin reads them. */
  const queueActions = async () =>
    (
      await request(server())
        .get('/api/admin/audit')
        .query({ action: AuditAction.QueueAction })
        .set('Cookie', admin)
        .expect(200)
    ).body.data as AuditEntry[];

  it('answers 401 without a staff session, page and API alike', async () => {
    for (const path of ['/api/admin/queues', '/api/admin/queues/queue/lead', BOARD_API]) {
      const res = await request(server()).get(path).expect(401);
      expect(res.body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await request(server()).put(`${BOARD_API}/lead/x/retry`).expect(401);
  });

  it('shows staff and admins a failed job with its error; staff in read-only mode', async () => {
    const failing = await failedJob();
    const listed = async (cookie: string) => {
      const page = await request(server()).get('/api/admin/queues').set('Cookie', cookie);
      expect(page.status).toBe(200);
      expect(page.text).toContain('Bytecraft queues');
      const res = await request(server())
        .get(BOARD_API)
        .query({ activeQueue: QueueName.Lead, status: 'failed', page: 1, jobsPerPage: 10 })
        .set('Cookie', cookie)
        .expect(200);
      const queues = res.body.queues as {
        name: string;
        readOnlyMode: boolean;
        allowRetries: boolean;
        jobs: { id: string; failedReason: string }[];
      }[];
      expect(queues.find((q) => q.name === QueueName.Lead)?.jobs).toContainEqual(
        expect.objectContaining({ id: failing.id, failedReason: 'database away' }),
      );
      return queues;
    };
    for (const q of await listed(staff)) {
      expect(q).toMatchObject({ readOnlyMode: true, allowRetries: false });
    }
    for (const q of await listed(admin)) {
      expect(q).toMatchObject({ readOnlyMode: false, allowRetries: true });
    }
  });

  it('lets nobody add a job: an admin and staff are refused, and no job is queued', async () => {
    const mail = {
      name: JobName.SendMail,
      data: {
        mails: [
          {
            deliveryId: 'x.staff-reply',
            template: 'staff-reply',
            to: { visitor: 'anyone@example.com' },
            subject: 'Your account is locked',
            body: 'Sign in at https://evil.example',
            replyTo: 'sales',
            quoted: [],
          },
        ],
      },
    };
    for (const cookie of [admin, staff]) {
      const res = await request(server())
        .post(`${BOARD_API}/${QueueName.Notification}/add`)
        .set('Cookie', cookie)
        .send(mail)
        .expect(403);
      expect(res.body).toMatchObject({
        code: 'FORBIDDEN',
        message: STAFF_ERROR_MESSAGES.queueBoardChange,
      });
    }
    // The add is answered only once it is done: a job it had made would be in Redis now.
    expect(await mailQueue.count()).toBe(0);
    expect(await mailQueue.getJobs()).toEqual([]);
  });

  it("lets nobody edit a job's data", async () => {
    const job = await failedJob();
    for (const cookie of [admin, staff]) {
      const res = await request(server())
        .patch(`${BOARD_API}/${QueueName.Lead}/${job.id}/update-data`)
        .set('Cookie', cookie)
        .send({ data: { id: job.data.id, data: { email: 'someone.else@example.com' } } })
        .expect(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await queue.getJob(job.id!))!.data).toEqual(job.data);
  });

  it('refuses staff every change: retry, clean and pause are 403, the job and queue untouched', async () => {
    const job = await failedJob();
    for (const [method, path] of [
      ['put', `${BOARD_API}/${QueueName.Lead}/${job.id}/retry`],
      ['put', `${BOARD_API}/${QueueName.Lead}/retry/failed`],
      ['put', `${BOARD_API}/${QueueName.Lead}/${job.id}/clean`],
      ['put', `${BOARD_API}/${QueueName.Lead}/clean/failed`],
      ['put', `${BOARD_API}/${QueueName.Lead}/pause`],
      ['put', `${BOARD_API}/${QueueName.Lead}/empty`],
    ] as const) {
      const res = await request(server())[method](path).set('Cookie', staff).expect(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(
      (
        await request(server())
          .put(`${BOARD_API}/${QueueName.Lead}/${job.id}/retry`)
          .set('Cookie', staff)
      ).body.message,
    ).toBe(STAFF_TEAM_MESSAGES.adminOnly);
    expect(await job.getState()).toBe('failed');
    expect(await queue.isPaused()).toBe(false);
  });

  it('lets an admin retry a failed job and clean one, each in the audit log, but not pause a queue', async () => {
    const retried = await failedJob();
    await request(server())
      .put(`${BOARD_API}/${QueueName.Lead}/${retried.id}/retry`)
      .set('Cookie', admin)
      .expect(204);
    expect(await retried.getState()).toBe('waiting');

    const cleaned = await failedJob();
    await request(server())
      .put(`${BOARD_API}/${QueueName.Lead}/${cleaned.id}/clean`)
      .set('Cookie', admin)
      .expect(204);
    expect(await queue.getJob(cleaned.id!)).toBeUndefined();

    const res = await request(server())
      .put(`${BOARD_API}/${QueueName.Lead}/pause`)
      .set('Cookie', admin)
      .expect(403);
    expect(res.body.message).toBe(STAFF_ERROR_MESSAGES.queueBoardChange);
    expect(await queue.isPaused()).toBe(false);

    const adminId = (await gateway.app.get(StaffAccountsService).byEmail(gateway.staff.email)).id;
    expect(await queueActions()).toEqual([
      expect.objectContaining({
        actorId: adminId,
        target: `${QueueName.Lead}/${cleaned.id} clean`,
        client: expect.any(String),
      }),
      expect.objectContaining({
        actorId: adminId,
        target: `${QueueName.Lead}/${retried.id} retry`,
      }),
    ]);
  });

  it("masks what people wrote in a job, its address and its failure, for staff and on every admin's list; an admin opening the job sees it whole", async () => {
    const job = await failedJob('could not store asha@example.com as "Asha Rao"');
    const data = job.data as Submission<ContactPayload>;
    const listed = async (cookie: string) => {
      const res = await request(server())
        .get(BOARD_API)
        .query({ activeQueue: QueueName.Lead, status: 'failed', jobsPerPage: 100 })
        .set('Cookie', cookie)
        .expect(200);
      return (res.body.queues as { name: string; jobs: { id: string }[] }[])
        .find((q) => q.name === QueueName.Lead)!
        .jobs.find(({ id }) => id === job.id)!;
    };
    const opened = async (cookie: string) =>
      (
        await request(server())
          .get(`${BOARD_API}/${QueueName.Lead}/${job.id}`)
          .set('Cookie', cookie)
          .expect(200)
      ).body.job;
    const masked = {
      // Its id, its time and our names stay, for an operator to find the record by.
      data: {
        id: data.id,
        receivedAt: data.receivedAt,
        data: Object.fromEntries(Object.keys(data.data).map((field) => [field, MASKED])),
      },
      failedReason: `could not store ${MASKED} as "${MASKED}"`,
    };
    for (const seen of [await listed(staff), await opened(staff), await listed(admin)]) {
      expect(seen).toMatchObject(masked);
      const text = JSON.stringify(seen);
      for (const value of [
        data.data.email,
        data.data.name,
        data.data.message,
        'asha@example.com',
      ]) {
        expect(text).not.toContain(value);
      }
    }
    expect(await opened(admin)).toMatchObject({
      data,
      failedReason: 'could not store asha@example.com as "Asha Rao"',
    });
  });

  it('opens a mail job by its id, which names every delivery of its batch', async () => {
    const mails = confirmationAndAlert({
      kind: 'contact',
      recordId: buildContactSubmission().id,
      visitor: { name: 'Asha Rao', email: 'asha@example.com' },
      confirmation: MailTemplate.ContactConfirmation,
      alert: MailTemplate.ContactAlert,
      mailbox: StaffMailbox.Sales,
      data: { Name: 'Asha Rao' },
    });
    const job = await mailQueue.add(JobName.SendMail, { mails }, { jobId: mailBatchId(mails) });
    // Longer than a router's usual bound on one path segment.
    expect(job.id!.length).toBeGreaterThan(100);
    const res = await request(server())
      .get(`${BOARD_API}/${QueueName.Notification}/${encodeURIComponent(job.id!)}`)
      .set('Cookie', admin)
      .expect(200);
    expect(res.body.job).toMatchObject({ id: job.id, data: { mails } });
    await job.remove();
  });

  it('lists at most 100 jobs a page, however many are asked for', async () => {
    const page = async (jobsPerPage: number) => {
      const res = await request(server())
        .get(BOARD_API)
        .query({ activeQueue: QueueName.Lead, status: 'failed', page: 1, jobsPerPage })
        .set('Cookie', staff)
        .expect(200);
      return res.body.queues.find((q: { name: string }) => q.name === QueueName.Lead).pagination
        .range;
    };
    expect(await page(1000)).toEqual({ start: 0, end: 99 });
    expect(await page(100)).toEqual({ start: 0, end: 99 });
    expect(await page(20)).toEqual({ start: 0, end: 19 });
  });
});
