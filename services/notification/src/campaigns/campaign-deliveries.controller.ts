import { campaignRpc, type CampaignDeliveries } from '@bytecraft/contracts/campaigns';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { validatedPayload } from '../validated-payload';
import { CampaignDeliveriesRepository } from './campaign-deliveries.repository';

/** The campaigns a staff list shows at once. */
const campaignDeliveriesRequest = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

/** The mail log's figures of campaigns, for the gateway to add to the newsletter service's. */
@Controller()
export class CampaignDeliveriesController {
  constructor(private readonly deliveries: CampaignDeliveriesRepository) {}

  @MessagePattern(campaignRpc.deliveries)
  counts(@Payload() request: unknown): Promise<CampaignDeliveries> {
    return this.deliveries.countsOf(validatedPayload(campaignDeliveriesRequest, request).ids);
  }
}
