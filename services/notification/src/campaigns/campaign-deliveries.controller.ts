import {
  campaignRpc,
  type CampaignDeliveries,
  type CampaignPreview,
} from '@bytecraft/contracts/campaigns';
import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { NOTIFICATION_CONFIG, type NotificationConfig } from '../config/notification.config';
import { mailLinksOf } from '../templates/mail-links';
import type { MailLinks } from '../templates/render-mail';
import { validatedPayload } from '../validated-payload';
import { CampaignDeliveriesRepository } from './campaign-deliveries.repository';
import { renderCampaignPreview } from './render-campaign-mail';

/** The campaigns a staff list shows at once. */
const campaignDeliveriesRequest = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

/** The newsletter service's rendering of a campaign's body. */
const campaignPreviewRequest = z.strictObject({
  subject: z.string(),
  preheader: z.string().nullable(),
  html: z.string(),
  text: z.string(),
});

/**
 * What the gateway adds to the newsletter service's campaigns: their figures from the mail log,
 * and a preview laid out by the code that lays out the mail itself.
 */
@Controller()
export class CampaignDeliveriesController {
  private readonly links: MailLinks;

  constructor(
    private readonly deliveries: CampaignDeliveriesRepository,
    @Inject(NOTIFICATION_CONFIG) config: NotificationConfig,
  ) {
    this.links = mailLinksOf(config);
  }

  @MessagePattern(campaignRpc.deliveries)
  counts(@Payload() request: unknown): Promise<CampaignDeliveries> {
    return this.deliveries.countsOf(validatedPayload(campaignDeliveriesRequest, request).ids);
  }

  @MessagePattern(campaignRpc.mailPreview)
  mailPreview(@Payload() request: unknown): CampaignPreview {
    return renderCampaignPreview(validatedPayload(campaignPreviewRequest, request), this.links);
  }
}
