import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import type { MailJob } from '@bytecraft/contracts/mail';
import { MailTemplate } from '@bytecraft/contracts/mail-templates';
import {
  peopleRpc,
  type ErasureCounts,
  type ErasureJob,
  type ErasureScope,
  type PersonHoldings,
} from '@bytecraft/contracts/people';
import { RETENTION_DEFAULT_MONTHS, type RetainedKind } from '@bytecraft/contracts/retention';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { erasureReportId } from '@bytecraft/service-runtime/people/erasure-reporter';
import { personHash } from '@bytecraft/service-runtime/people/person-hash';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import type { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createHash, randomUUID } from 'node:crypto';
import { capturedLogs } from '@bytecraft/testing/log-lines';
import { personScope } from '@bytecraft/testing/erasures';
import { contactMails } from '@bytecraft/testing/factories';
import { jobFinished } from '@bytecraft/testing/jobs';
import type { ServiceHarness } from '@bytecraft/testing/service-harness';
import { startSmtpSink, type SmtpSink } from '@bytecraft/testing/smtp-sink';
import { startNotification } from './notification-harness';

const PERSON_HASH_KEY = 'people-suite-person-hash-key';

const { lines, logger } = capturedLogs('notification');

/** Every address this suite mails: none may ever appear in a log line. */
const addresses: string[] = [];
const newAddress = () => {
  const address = `visitor.${randomUUID().slice(0, 8)}@example.com`;
  addresses.push(address);
  return address;
};

/** Every kind's cutoff at `mailLog`'s time: only the mail log's concerns this service. */
const retentionScope = (mailLog: Date): ErasureScope => ({
  before: Object.fromEntries(
    Object.keys(RETENTION_DEFAULT_MONTHS).map((kind) => [kind, mailLog.toISOString()]),
  ) as Record<RetainedKind, string>,
  pendingBefore: mailLog.toISOString(),
});

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * What the mail log holds of a person (`peopleRpc.find`), its erasure (`ErasureRequested`: the
 * address replaced by its keyed hash, the confirmations' count forgotten, the counts reported
 * to the gateway), the mail log's retention, and log lines that never name an address.
 */
describe('notification service: a person’s mails, their erasure and the mail log’s retention', () => {
  let sink: SmtpSink;
  let notification: ServiceHarness;
  let erasures: Queue;
  let redis: Redis;
  const queue = () => notification.queue!;

  const finished = (job: Job) => jobFinished(queue(), job);
  /** Sends the mails (one job) and waits until they are sent. */
  const deliver = async (mails: MailJob[]) => {
    const job = await finished(
      await queue().add(
        JobName.SendMail,
        { mails },
        { ...DEFAULT_JOB_OPTIONS, jobId: randomUUID() },
      ),
    );
    expect(job.returnvalue).toEqual(mails.map(() => 'sent'));
  };
  /** Delivers one erasure's job (a job of its own each time, as a redelivery is) and its result. */
  const erase = async (scope: ErasureScope, erasureId = randomUUID()) => {
    const data: ErasureJob = { erasureId, scope };
    const job = await finished(
      await queue().add(JobName.ErasureRequested, data, {
        ...DEFAULT_JOB_OPTIONS,
        jobId: randomUUID(),
      }),
    );
    expect(await job.getState()).toBe('completed');
    return job.returnvalue as ErasureCounts;
  };
  const reportOf = async (erasureId: string) =>
    (await erasures.getJob(erasureReportId({ erasureId, part: ServiceName.Notification })))?.data;
  const find = (email: unknown) =>
    notification.ask<PersonHoldings>(peopleRpc.find(ServiceName.Notification), { email });
  const recipientsOf = async (mails: MailJob[]) =>
    (
      await notification.db.query<{ recipient: string }>(
        'SELECT recipient FROM mail_deliveries WHERE id = ANY($1::text[]) ORDER BY id',
        [mails.map((mail) => mail.deliveryId).sort()],
      )
    ).map((row) => row.recipient);
  /** Rows holding the address anywhere in the recipient, whatever its case. */
  const rowsNaming = async (address: string) =>
    (
      await notification.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_deliveries WHERE recipient ILIKE '%' || $1 || '%'`,
        [address],
      )
    )[0].n;
  /** The confirmation cap's key of an address (ConfirmationCap: SHA-256 of it lower-cased). */
  const capKey = (address: string) =>
    `${notification.prefix}:confirmations:${createHash('sha256').update(address.toLowerCase()).digest('hex')}`;
  const age = (mails: MailJob[], at: Date) =>
    notification.db.query(
      'UPDATE mail_deliveries SET "createdAt" = $2 WHERE id = ANY($1::text[])',
      [mails.map((mail) => mail.deliveryId), at],
    );

  beforeAll(async () => {
    sink = await startSmtpSink();
    notification = await startNotification(
      'people',
      sink.smtpUrl,
      { PERSON_HASH_KEY, CONFIRMATIONS_PER_RECIPIENT_PER_DAY: '100' },
      logger,
    );
    erasures = notification.queueOf(QueueName.Erasures);
    redis = new Redis(redisOptionsFromUrl(notification.env.REDIS_URL));
  });
  afterAll(async () => {
    redis?.disconnect();
    await notification?.stop();
    await sink?.stop();
  });

  it('answers the mails logged to an address however it was written, newest first, and nothing of another', async () => {
    const address = newAddress();
    const [first] = contactMails(address);
    const [second] = contactMails(address.toUpperCase());
    await deliver([first]);
    await deliver([second]);
    await deliver(contactMails(newAddress()));

    const found = await find(`  ${address.replace('visitor', 'Visitor')}`);
    expect(found).toEqual({
      records: [],
      mails: [second, first].map((mail) => ({
        deliveryId: mail.deliveryId,
        template: MailTemplate.ContactConfirmation,
        status: 'sent',
        sentAt: expect.any(String),
      })),
      inbound: [],
    });
    expect(new Date(found.mails[0].sentAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(found.mails[1].sentAt!).getTime(),
    );
    expect(await find('nobody@example.com')).toEqual({ records: [], mails: [], inbound: [] });
  });

  it.each([
    ['no address', undefined],
    ['an address that is none', 'not-an-address'],
  ])('refuses a request with %s with the validation error on email', async (_, email) => {
    await expect(find(email)).rejects.toMatchObject({
      code: ErrorCode.Validation,
      message: ERROR_MESSAGES.validation,
      validationErrors: [expect.objectContaining({ field: 'email' })],
    });
  });

  it('erases an address: its mails keep the keyed hash in its place, its confirmations’ count goes, the counts are reported; a second delivery reports zero', async () => {
    const [address, other] = [newAddress(), newAddress()];
    const theirs = [...contactMails(address), ...contactMails(address.toUpperCase())].filter(
      (mail) => mail.template === MailTemplate.ContactConfirmation,
    );
    const [otherConfirmation] = contactMails(other);
    await deliver(theirs);
    await deliver([otherConfirmation]);
    expect(await redis.exists(capKey(address), capKey(other))).toBe(2);

    const erasureId = randomUUID();
    expect(await erase(personScope(address.toUpperCase()), erasureId)).toEqual({
      mails: 2,
      inbound: 0,
    });

    const hash = personHash(PERSON_HASH_KEY, address);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await recipientsOf(theirs)).toEqual([hash, hash]);
    expect(await rowsNaming(address)).toBe(0);
    expect(await recipientsOf([otherConfirmation])).toEqual([other]);
    expect(await redis.exists(capKey(address))).toBe(0);
    expect(await redis.exists(capKey(other))).toBe(1);
    expect(await reportOf(erasureId)).toEqual({
      erasureId,
      part: ServiceName.Notification,
      counts: { mails: 2, inbound: 0 },
    });
    expect(await find(address)).toEqual({ records: [], mails: [], inbound: [] });

    // The gateway has taken the first report; the job comes again (a redelivery).
    await (await erasures.getJob(
      erasureReportId({ erasureId, part: ServiceName.Notification }),
    ))!.remove();
    expect(await erase(personScope(address), erasureId)).toEqual({ mails: 0, inbound: 0 });
    expect(await reportOf(erasureId)).toEqual({
      erasureId,
      part: ServiceName.Notification,
      counts: { mails: 0, inbound: 0 },
    });
    expect(await recipientsOf(theirs)).toEqual([hash, hash]);
  });

  it('retention hashes the addresses of the mails logged before the cutoff alone, and leaves hashed ones as they are', async () => {
    const cutoff = new Date(Date.now() - 36 * MONTH_MS);
    const [old, recent, erased] = [newAddress(), newAddress(), newAddress()];
    const [oldMail] = contactMails(old);
    const [recentMail] = contactMails(recent);
    const [erasedMail] = contactMails(erased);
    await deliver([oldMail, recentMail, erasedMail]);
    expect(await erase(personScope(erased))).toEqual({ mails: 1, inbound: 0 });
    await age([oldMail, erasedMail], new Date(cutoff.getTime() - 60_000));
    // Just inside its retention: kept as it is.
    await age([recentMail], new Date(cutoff.getTime() + 60_000));

    const erasureId = randomUUID();
    expect(await erase(retentionScope(cutoff), erasureId)).toEqual({ mails: 1, inbound: 0 });
    expect(await recipientsOf([oldMail])).toEqual([personHash(PERSON_HASH_KEY, old)]);
    expect(await recipientsOf([recentMail])).toEqual([recent]);
    expect(await recipientsOf([erasedMail])).toEqual([personHash(PERSON_HASH_KEY, erased)]);
    expect(await reportOf(erasureId)).toMatchObject({ counts: { mails: 1 } });

    // The next day's run finds nothing new.
    expect(await erase(retentionScope(cutoff))).toEqual({ mails: 0, inbound: 0 });
  });

  it("keeps no address in a mail job's failure: its reason, its stack trace, the queue's events", async () => {
    const address = newAddress();
    const [confirmation] = contactMails(address);
    // A relay refusing the recipient quotes it in its answer, and nodemailer in its error.
    sink.refuseNext(1, { code: 550, message: `5.1.1 <${address}>: Recipient address rejected` });
    const job = await finished(
      await queue().add(
        JobName.SendMail,
        { mails: [confirmation] },
        { jobId: randomUUID(), attempts: 1, removeOnFail: false },
      ),
    );

    expect(await job.getState()).toBe('failed');
    expect(job.failedReason).toMatch(/550 5\.1\.1 <…@…>: Recipient address rejected/);
    expect(job.stacktrace!.join('\n')).not.toContain(address);
    const events = await redis.xrange(
      `${notification.prefix}:${QueueName.Notification}:events`,
      '-',
      '+',
    );
    expect(JSON.stringify(events)).toContain(job.id);
    expect(JSON.stringify(events)).not.toContain(address);
  });

  it('logs a mail and an erasure by ids, templates and counts, never the address', async () => {
    const address = newAddress();
    const mails = contactMails(address);
    await deliver(mails);
    const erasureId = randomUUID();
    await erase(personScope(address), erasureId);

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    // The lines are there to read: the mail's and the erasure's.
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'mail sent',
          deliveryId: mails[0].deliveryId,
          template: MailTemplate.ContactConfirmation,
          recipient: 'visitor',
        }),
        expect.objectContaining({
          msg: 'job completed',
          job: JobName.ErasureRequested,
          result: { mails: 1, inbound: 0 },
        }),
      ]),
    );
    // pino's levels: info is 30, warn 40, error 50.
    const infoAndAbove = lines.filter((_, i) => (logged[i].level as number) >= 30);
    for (const line of infoAndAbove) {
      for (const mailed of addresses) expect(line.toLowerCase()).not.toContain(mailed);
    }
  });
});
