import { STAFF_ERROR_MESSAGES } from '@bytecraft/contracts/staff-auth';
import { ErrorCode } from '@bytecraft/contracts/errors';
import { QueueName } from '@bytecraft/contracts/queues';
import { AuditAction, StaffRole } from '@bytecraft/contracts/staff-team';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Queue } from 'bullmq';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuditLog } from '../audit/audit-log';
import type { AdminOnlyConfig } from '../auth/admin-only.decorator';
import { clientKey } from '../http/client-key';
import { ApiError } from '../http/api-error';
import { redactFailure, redactText, redactValue } from './queues-board-redaction';
import { boardRouteRule, type QueueActionConfig } from './queues-board-routes';

export const QUEUES_BOARD_PATH = '/api/admin/queues';

/** The most jobs one page of the board lists; a larger `jobsPerPage` is taken as this. */
export const MAX_JOBS_PER_PAGE = 100;

/** The board's routes whose answers hold jobs' data or text, under its base path. */
const QUEUES_LIST_URL = `${QUEUES_BOARD_PATH}/api/queues`;
const JOB_URL = `${QUEUES_LIST_URL}/:queueName/:jobId`;
const JOB_LOGS_URL = `${JOB_URL}/logs`;

/**
 * Bull Board over the four queues at /api/admin/queues: staff see every queue's jobs by state
 * and a failed job with its error and stack, read-only; an admin also re-drives failed jobs
 * (one, or every failed job of a queue) and cleans jobs away. Nobody adds a job, edits a job's
 * data, pauses or empties a queue through it: a job's data is what a service wrote, and a
 * hand-made `mail.send` would mail anything to anyone. The board's own flags are per queue and
 * not per request, so the rules are kept on the server, by route (`boardRouteRule`): an admin's
 * action is an AdminOnly route (the staff-auth hook answers staff 403), every other change is
 * refused to everyone here, and an admin's action is in the audit log before it is carried out.
 * Staff are shown the board in its read-only mode, so it offers them no button to press.
 * What the jobs carry is shown redacted (`redactValue`: their shape, ids, times and our names;
 * what people typed and every address masked), and a failure's reason and stack without
 * addresses or quoted values: the board's read-only mode hides buttons, not data. An admin who
 * opens one job sees it whole. A page lists at most MAX_JOBS_PER_PAGE jobs.
 */
export async function useQueuesBoard(app: NestFastifyApplication): Promise<void> {
  const board = new FastifyAdapter();
  board.setBasePath(QUEUES_BOARD_PATH);
  const queues = new Map(
    Object.values(QueueName).map((name) => [
      name as string,
      app.get<Queue>(getQueueToken(name), { strict: false }),
    ]),
  );
  createBullBoard({
    queues: [...queues.values()].map((queue) => {
      const adapter = new BullMQAdapter(queue);
      adapter.setFormatter('data', redactValue);
      adapter.setFormatter('returnValue', redactValue);
      return adapter;
    }),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Bytecraft queues' } },
  });
  const audit = app.get(AuditLog, { strict: false });

  // A scope of its own, so that these hooks see the board's routes alone; they run after the
  // root's staff-auth hook, which has left `request.staff`.
  await app.register(
    async (scope: FastifyInstance) => {
      scope.addHook('onRoute', (route) => {
        const method = ([] as string[]).concat(route.method)[0];
        const rule = boardRouteRule(method, route.url.slice(QUEUES_BOARD_PATH.length));
        if (rule === 'read') return;
        const config: Partial<AdminOnlyConfig & QueueActionConfig> =
          rule === 'refused'
            ? { queueActionRefused: true }
            : { adminOnly: true, queueAction: rule };
        route.config = { ...route.config, ...config };
      });
      scope.addHook('onRequest', async (request, reply) => {
        if (request.routeOptions.url === QUEUES_LIST_URL) capJobsPerPage(request);
        const config = request.routeOptions.config as Partial<QueueActionConfig>;
        if (config.queueActionRefused) {
          const refused = new ApiError(
            403,
            ErrorCode.Forbidden,
            STAFF_ERROR_MESSAGES.queueBoardChange,
          );
          return reply.code(refused.status).send(refused.toBody());
        }
        if (config.queueAction) {
          try {
            await audit.record(auditEntryOf(request, config.queueAction));
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            return reply.code(error.status).send(error.toBody());
          }
        }
      });
      scope.addHook('onSend', async (request, _reply, payload) => {
        const admin = request.staff?.role === StaffRole.Admin;
        switch (request.routeOptions.url) {
          case QUEUES_LIST_URL:
            return boardJson(payload, (body: QueuesBody) => {
              for (const queue of body.queues ?? []) {
                for (const job of queue.jobs ?? []) redactFailure(job);
                if (!admin) Object.assign(queue, READ_ONLY);
              }
              return body;
            });
          case JOB_URL:
            return admin
              ? wholeJob(request, payload, queues)
              : boardJson(payload, (body: { job?: object }) => {
                  if (body.job) redactFailure(body.job);
                  return body;
                });
          case JOB_LOGS_URL:
            return admin
              ? payload
              : boardJson(payload, (logs: unknown) =>
                  Array.isArray(logs) ? logs.map((line) => redactText(String(line))) : logs,
                );
          default:
            return payload;
        }
      });
      await scope.register(board.registerPlugin() as never);
    },
    { prefix: QUEUES_BOARD_PATH },
  );
}

/** The list's flags for staff: the UI reads them per queue, and so shows staff no action. */
const READ_ONLY = { readOnlyMode: true, allowRetries: false, allowCompletedRetries: false };

interface QueuesBody {
  queues?: { jobs?: object[] }[];
}

/** The board's JSON answer, changed; a payload that is no JSON text passes as it is. */
function boardJson<T>(payload: unknown, change: (body: T) => unknown): unknown {
  return typeof payload === 'string' ? JSON.stringify(change(JSON.parse(payload) as T)) : payload;
}

/**
 * An admin opening one job sees it whole (its data, return value, failure and logs): the list
 * pages, which anyone signed in reads and which show many jobs at once, stay redacted. The
 * board formats every job alike, so the job's own data is read again for this answer; a flag
 * carried through the board's handler would need an AsyncLocalStorage, which once used makes
 * every later request of the process pay for tracking its promises.
 */
async function wholeJob(
  request: FastifyRequest,
  payload: unknown,
  queues: ReadonlyMap<string, Queue>,
): Promise<unknown> {
  if (typeof payload !== 'string') return payload;
  const body = JSON.parse(payload) as { job?: { data?: unknown; returnValue?: unknown } };
  const { queueName, jobId } = request.params as { queueName: string; jobId: string };
  const job = body.job && (await queues.get(queueName)?.getJob(jobId));
  if (job) Object.assign(body.job!, { data: job.data, returnValue: job.returnvalue });
  return JSON.stringify(body);
}

/**
 * A page of at most MAX_JOBS_PER_PAGE jobs, however many are asked for: each listed job is read
 * from Redis and formatted, and the board's own settings offer up to 300. Taken as the cap
 * rather than refused, so those settings still show a page.
 */
function capJobsPerPage(request: FastifyRequest): void {
  const query = request.query as Record<string, unknown>;
  if (Number(query.jobsPerPage) > MAX_JOBS_PER_PAGE) query.jobsPerPage = `${MAX_JOBS_PER_PAGE}`;
}

/** `lead/42 retry`, or `lead/* clean failed` for every job of a state. */
function auditEntryOf(request: FastifyRequest, action: QueueActionConfig['queueAction']) {
  const { queueName, jobId, queueStatus } = request.params as Record<string, string | undefined>;
  return {
    actorId: request.staff!.accountId,
    action: AuditAction.QueueAction,
    target: jobId ? `${queueName}/${jobId} ${action}` : `${queueName}/* ${action} ${queueStatus}`,
    client: clientKey(request.ip),
  };
}
