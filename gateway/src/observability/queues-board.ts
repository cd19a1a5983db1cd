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
import { boardRouteRule, type QueueActionConfig } from './queues-board-routes';

export const QUEUES_BOARD_PATH = '/api/admin/queues';

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
 */
export async function useQueuesBoard(app: NestFastifyApplication): Promise<void> {
  const board = new FastifyAdapter();
  board.setBasePath(QUEUES_BOARD_PATH);
  createBullBoard({
    queues: Object.values(QueueName).map(
      (name) => new BullMQAdapter(app.get<Queue>(getQueueToken(name), { strict: false })),
    ),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: 'Bytecraft queues' } },
  });
  const audit = app.get(AuditLog, { strict: false });

  // A scope of its own, so that these hooks see the board's routes alone; they run after the
  // root's staff-auth hook, which has left `request.staff`.
  await app.register(
    async (scope: FastifyInstance) => {
      scope.addHook('onRoute', (route) => {
        const method = ([] as string[]).concat(route.method)[0]!;
        const rule = boardRouteRule(method, route.url.slice(QUEUES_BOARD_PATH.length));
        if (rule === 'read') return;
        const config: Partial<AdminOnlyConfig & QueueActionConfig> =
          rule === 'refused'
            ? { queueActionRefused: true }
            : { adminOnly: true, queueAction: rule };
        route.config = { ...route.config, ...config } as typeof route.config;
      });
      scope.addHook('onRequest', async (request, reply) => {
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
      scope.addHook('onSend', async (request, _reply, payload) =>
        request.staff?.role === StaffRole.Admin || request.routeOptions.url !== QUEUES_LIST_URL
          ? payload
          : readOnlyQueues(payload),
      );
      await scope.register(board.registerPlugin() as never);
    },
    { prefix: QUEUES_BOARD_PATH },
  );
}

/** The list the board's UI reads each queue's flags from, and so which buttons it shows. */
const QUEUES_LIST_URL = `${QUEUES_BOARD_PATH}/api/queues`;

/** The queue list as a read-only board answers it: the UI then shows staff no action. */
function readOnlyQueues(payload: unknown): unknown {
  if (typeof payload !== 'string') return payload;
  const body = JSON.parse(payload) as { queues?: Record<string, unknown>[] };
  for (const queue of body.queues ?? []) {
    Object.assign(queue, { readOnlyMode: true, allowRetries: false, allowCompletedRetries: false });
  }
  return JSON.stringify(body);
}

/** `lead/42 retry`, or `lead/* clean failed` for every job of a state. */
function auditEntryOf(request: FastifyRequest, action: QueueActionConfig['queueAction']) {
  const { queueName, jobId, queueStatus } = request.params as Record<string, string | undefined>;
  return {
    actor: request.staff!.email,
    action: AuditAction.QueueAction,
    target: jobId ? `${queueName}/${jobId} ${action}` : `${queueName}/* ${action} ${queueStatus}`,
    client: clientKey(request.ip),
  };
}
