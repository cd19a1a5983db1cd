import { QueueName } from '@bytecraft/contracts/queues';
import { HandlersWorkerHost, QueueWorker } from '@bytecraft/service-runtime/queues/queue-worker';
import { SlaBreaches } from './sla-breaches.service';

/** The sla queue's worker, on every gateway replica: missed promises to mail. */
@QueueWorker(QueueName.Sla)
export class SlaQueueProcessor extends HandlersWorkerHost {
  constructor(breaches: SlaBreaches) {
    super(QueueName.Sla, [breaches]);
  }
}
