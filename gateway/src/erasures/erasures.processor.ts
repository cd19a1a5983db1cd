import { QueueName } from '@bytecraft/contracts/queues';
import { HandlersWorkerHost, QueueWorker } from '@bytecraft/service-runtime/queues/queue-worker';
import { ErasuresService } from './erasures.service';
import { QueueSweep } from './queue-sweep.service';
import { Retention } from './retention.service';

/**
 * The erasures queue's worker, on every gateway replica: the gateway's own part of an erasure,
 * the parts' reports, and the daily retention run. JobHandlers checks at start that each of
 * the queue's jobs has exactly one handler.
 */
@QueueWorker(QueueName.Erasures)
export class ErasuresQueueProcessor extends HandlersWorkerHost {
  constructor(erasures: ErasuresService, sweep: QueueSweep, retention: Retention) {
    super(QueueName.Erasures, [erasures, sweep, retention]);
  }
}
