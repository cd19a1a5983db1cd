import { campaignBounceOf, type CampaignBounce } from '@bytecraft/contracts/campaigns';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';

/**
 * Tells the newsletter service which subscribers' campaign mail bounced for good, so no later
 * campaign mails them. One job per delivery (its id the delivery's): a report read twice is
 * one job.
 */
@Injectable()
export class CampaignBounces {
  constructor(@InjectQueue(QueueName.Newsletter) private readonly newsletter: Queue) {}

  /** Of the delivery ids a hard bounce failed, the campaign mails; others are none of theirs. */
  async hardBounced(deliveryIds: string[]): Promise<void> {
    const bounces = deliveryIds
      .map((deliveryId) => [deliveryId, campaignBounceOf(deliveryId)] as const)
      .filter((pair): pair is readonly [string, CampaignBounce] => pair[1] !== undefined);
    if (bounces.length === 0) return;
    await this.newsletter.addBulk(
      bounces.map(([deliveryId, bounce]) => ({
        name: JobName.CampaignMailBounced,
        data: bounce,
        opts: { ...DEFAULT_JOB_OPTIONS, jobId: `bounced.${deliveryId}` },
      })),
    );
  }
}
