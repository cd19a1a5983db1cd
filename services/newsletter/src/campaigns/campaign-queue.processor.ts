import { QueueName } from '@bytecraft/contracts/queues';
import { HandlersWorkerHost, QueueWorker } from '@bytecraft/service-runtime/queues/queue-worker';
import { Inject } from '@nestjs/common';
import { NEWSLETTER_CONFIG, type NewsletterConfig } from '../config/newsletter.config';
import { campaignLimiter } from './campaign-rate';
import { CampaignsService } from './campaigns.service';

/** The campaign queue's worker: a job hands one batch on, at the rate its limiter allows. */
@QueueWorker(QueueName.Campaigns)
export class CampaignQueueProcessor extends HandlersWorkerHost {
  constructor(
    campaigns: CampaignsService,
    @Inject(NEWSLETTER_CONFIG) private readonly config: NewsletterConfig,
  ) {
    super(QueueName.Campaigns, [campaigns]);
  }

  override onApplicationBootstrap(): void {
    // The rate is configuration, read after the decorator fixed the worker's options; BullMQ
    // reads the limiter from them each time it takes a job, and the worker has not run yet.
    const limiter = campaignLimiter(this.config);
    if (limiter) this.worker.opts.limiter = limiter;
    super.onApplicationBootstrap();
  }
}
