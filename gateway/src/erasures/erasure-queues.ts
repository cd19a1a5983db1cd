import { ERASURE_QUEUES } from '@bytecraft/contracts/queues';
import { getQueueToken } from '@nestjs/bullmq';
import { Inject, type Provider } from '@nestjs/common';
import type { Queue } from 'bullmq';

const TOKEN = 'erasure-queues';

/**
 * The queues of ERASURE_QUEUES, in its order: an erasure's job goes to each, and its sweep reads
 * each for jobs carrying the address. Every queue must be registered in the module.
 */
export const erasureQueuesProvider: Provider = {
  provide: TOKEN,
  useFactory: (...queues: Queue[]) => queues,
  inject: ERASURE_QUEUES.map((name) => getQueueToken(name)),
};

export const InjectErasureQueues = () => Inject(TOKEN);
