import { QueueName } from '@bytecraft/contracts/queues';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Queue } from 'bullmq';

export const QUEUES_BOARD_PATH = '/api/admin/queues';

/**
 * Bull Board over the four queues at /api/admin/queues: an operator sees every queue's jobs by
 * state, a failed job with its error and stack, and re-drives it (one, or every failed job of a
 * queue). It is a fastify plugin, registered after the staff hook: its pages and its API are
 * staff-only like every route not marked public.
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
  await app.register(board.registerPlugin() as never, { prefix: QUEUES_BOARD_PATH });
}
