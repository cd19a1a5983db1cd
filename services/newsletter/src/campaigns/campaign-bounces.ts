import type { CampaignBounce } from '@bytecraft/contracts/campaigns';
import { JobName } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Subscription } from '../subscriptions/subscription.entity';

/**
 * A campaign's mail that bounced for good marks its subscription bounced, which no later
 * campaign's audience holds. Only an active one: an address that unsubscribed meanwhile stays
 * unsubscribed, and one that subscribed again since is asked to confirm by its own mail.
 */
@Injectable()
export class CampaignBounces {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
  ) {}

  @OnJob(JobName.CampaignMailBounced)
  async bounced({ subscriptionId }: CampaignBounce): Promise<{ marked: boolean }> {
    const updated = await this.subscriptions.update(
      { id: subscriptionId, status: 'active' },
      { status: 'bounced', bouncedAt: () => 'now()' },
    );
    return { marked: (updated.affected ?? 0) > 0 };
  }
}
