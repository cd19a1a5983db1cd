import 'reflect-metadata';
import { contact } from '@bytecraft/contracts/kinds/contact';
import { labelled } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { Logger } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { RedisContext } from '@nestjs/microservices';
import type { Job } from 'bullmq';
import { runInNewContext } from 'node:vm';
import { DataSource, QueryFailedError } from 'typeorm';
// The test package builds on the runtime, so the runtime's own specs read its source.
import { createTestDatabase, type TestDatabase } from '../../../testing/databases';
import { buildContact } from '../../../testing/factories';
import { JobHandlers } from '../jobs/job-handlers';
import { OnJob } from '../jobs/on-job';
import { TracedRpcErrors } from '../transport/traced-rpc-errors';
import { loggableError } from './loggable-error';
import { nestLogger } from './nest-logger';
import { createRootLogger } from './root-logger';

/** The visitor whose data must stay out of the logs, as a contact form brings it. */
const visitor = buildContact();

/**
 * The process's root logger, its JSON lines kept here. One for the file: Nest's logger
 * (nestjs-pino) keeps the first pino logger it is given for the life of the process.
 */
const lines: string[] = [];
const logger = createRootLogger(
  'lead',
  { LOG_LEVEL: 'log', LOG_FORMAT: 'json' },
  { write: (line: string) => void lines.push(line) },
);

describe('an error as it may be logged', () => {
  let db: TestDatabase;
  let source: DataSource;
  /** What a real query failing on the visitor's values throws. */
  const failing = async (sql: string, parameters: unknown[]): Promise<QueryFailedError> => {
    const error = await source.query(sql, parameters).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    if (!(error instanceof QueryFailedError)) throw new Error(`${sql} did not fail as expected`);
    return error;
  };
  let duplicate: QueryFailedError;

  beforeAll(async () => {
    Logger.overrideLogger(nestLogger(logger));
    db = await createTestDatabase('loggable_error');
    source = await new DataSource({ type: 'postgres', url: db.url }).initialize();
    await source.query(
      'CREATE TABLE contacts (id serial PRIMARY KEY, name text, email text CONSTRAINT contacts_email_key UNIQUE)',
    );
    const insert = 'INSERT INTO contacts (name, email) VALUES ($1, $2)';
    await source.query(insert, [visitor.name, visitor.email]);
    duplicate = await failing(insert, [visitor.name, visitor.email]);
  });
  beforeEach(() => lines.splice(0));
  afterAll(async () => {
    // Nest's own logger again.
    Logger.overrideLogger(false);
    await source?.destroy();
    await db?.drop();
  });

  it("keeps a failed query's kind, SQLSTATE and the objects it names, and none of its values", () => {
    // The premise: what TypeORM throws carries the values, and pino would have logged them all.
    expect(duplicate.parameters).toEqual([visitor.name, visitor.email]);
    expect(JSON.stringify({ ...duplicate })).toContain(`(email)=(${visitor.email})`);

    const logged = loggableError(duplicate);
    expect(logged).toEqual({
      type: 'QueryFailedError',
      code: '23505',
      message: 'duplicate key value violates unique constraint "contacts_email_key"',
      stack: expect.stringMatching(/^QueryFailedError: duplicate key[^\n]*\n\s+at /),
      schema: 'public',
      table: 'contacts',
      constraint: 'contacts_email_key',
    });
    const text = JSON.stringify(logged);
    for (const value of [visitor.email, visitor.name, 'parameters', 'detail', 'INSERT'])
      expect(text).not.toContain(value);
  });

  it('masks a value PostgreSQL quotes in the message itself', async () => {
    const error = await failing('SELECT $1::uuid', [visitor.email]);
    expect(error.message).toContain(visitor.email);
    expect(loggableError(error)).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type uuid: "…"',
    });
    expect(JSON.stringify(loggableError(error))).not.toContain(visitor.email);
  });

  it("masks an address in any error's message, and follows its causes", () => {
    // What an SMTP relay answers for a recipient it refuses, as nodemailer words it.
    const refused = Object.assign(
      new Error(
        `Can't send mail - all recipients were rejected: 550 5.1.1 <${visitor.email}>: Recipient address rejected`,
      ),
      { code: 'EENVELOPE', responseCode: 550, rejected: [visitor.email] },
    );
    const logged = loggableError(new Error('mail not sent', { cause: refused }));
    expect(logged.cause).toMatchObject({
      type: 'Error',
      code: 'EENVELOPE',
      responseCode: 550,
      message:
        "Can't send mail - all recipients were rejected: 550 5.1.1 <…@…>: Recipient address rejected",
    });
    expect(JSON.stringify(logged)).not.toContain(visitor.email);
  });

  it("masks an error made in another realm (Node's own, under jest) as any other", () => {
    const foreign: unknown = runInNewContext(
      `Object.assign(new Error('550 <' + address + '>: Recipient address rejected'), { code: 'EENVELOPE' })`,
      { address: visitor.email },
    );
    expect(foreign instanceof Error).toBe(false);
    expect(loggableError(foreign)).toMatchObject({
      type: 'Error',
      code: 'EENVELOPE',
      message: '550 <…@…>: Recipient address rejected',
    });
  });

  it('is how every line of the root logger carries an error', () => {
    logger.warn({ jobId: 'job-1', err: duplicate }, 'job failed');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]) as { err: unknown };
    expect(line.err).toEqual(JSON.parse(JSON.stringify(loggableError(duplicate))));
    expect(lines[0]).not.toContain(visitor.email);
    expect(lines[0]).not.toContain(visitor.name);
  });

  it("keeps a failed request's line to its channel: neither the payload nor the query's values", async () => {
    // The subscription request as the newsletter service's handler gets it.
    const host = new ExecutionContextHost([
      { email: visitor.email, source: 'footer' },
      new RedisContext(['ns:newsletter.subscribe']),
    ]);
    host.setType('rpc');
    await new Promise((resolve) =>
      new TracedRpcErrors().catch(duplicate, host).subscribe({ error: resolve }),
    );
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({
        msg: 'message handler failed',
        channel: 'ns:newsletter.subscribe',
        err: expect.objectContaining({ type: 'QueryFailedError', code: '23505' }),
      }),
    ]);
    expect(lines[0]).not.toContain(visitor.email);
    expect(lines[0]).not.toContain(visitor.name);
  });

  it("keeps a failed job's line to its ids and attempt: neither its data nor the query's values", async () => {
    class Mailer {
      @OnJob(JobName.SendMail)
      async send(): Promise<void> {
        throw duplicate;
      }

      // The queue's other jobs: a worker starts only with a handler for each.
      @OnJob(JobName.ErasureRequested)
      async erase(): Promise<void> {}

      @OnJob(JobName.InboundMailReceived)
      async read(): Promise<void> {}
    }
    const handlers = new JobHandlers(QueueName.Notification, [new Mailer()]);
    // A mail job: its data holds the visitor's address and what they wrote.
    const job = {
      name: JobName.SendMail,
      id: 'mail-7',
      data: {
        submissionId: 'sub-7',
        requestId: 'req-7',
        mails: [
          {
            deliveryId: 'sub-7.contact-alert',
            template: MailTemplate.ContactAlert,
            to: { staff: StaffMailbox.Sales },
            data: labelled(contact.labels, visitor),
            replyTo: visitor.email,
          },
        ],
      },
      attemptsMade: 2,
      opts: { attempts: 10 },
    } as unknown as Job;
    await expect(handlers.run(job)).rejects.toBe(duplicate);
    const failed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(failed).toEqual([
      expect.objectContaining({
        msg: 'job failed, will retry',
        jobId: 'mail-7',
        submissionId: 'sub-7',
        requestId: 'req-7',
        attempt: 3,
        err: expect.objectContaining({ type: 'QueryFailedError', code: '23505' }),
      }),
    ]);
    for (const value of Object.values(visitor)) expect(lines[0]).not.toContain(value);
  });
});
