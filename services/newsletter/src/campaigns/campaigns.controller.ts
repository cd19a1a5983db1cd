import {
  campaignRequestSchemas,
  campaignRpc,
  type CampaignAnswer,
  type CampaignPreview,
  type StoredCampaign,
} from '@bytecraft/contracts/campaigns';
import type { Page } from '@bytecraft/contracts/records/lists';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CampaignsService } from './campaigns.service';

/** The gateway's admin routes ask here; each request is checked again (`campaignRequestSchemas`). */
@Controller()
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @MessagePattern(campaignRpc.create)
  async create(@Payload() payload: unknown): Promise<CampaignAnswer> {
    const { draft, createdBy } = campaignRequestSchemas.create.parse(payload);
    return { status: 'ok', data: await this.campaigns.create(draft, createdBy) };
  }

  @MessagePattern(campaignRpc.list)
  list(@Payload() payload: unknown): Promise<Page<StoredCampaign>> {
    return this.campaigns.list(campaignRequestSchemas.list.parse(payload).page);
  }

  @MessagePattern(campaignRpc.get)
  get(@Payload() payload: unknown): Promise<CampaignAnswer> {
    return this.campaigns.get(campaignRequestSchemas.one.parse(payload).id);
  }

  @MessagePattern(campaignRpc.preview)
  preview(@Payload() payload: unknown): Promise<CampaignAnswer<CampaignPreview>> {
    return this.campaigns.preview(campaignRequestSchemas.one.parse(payload).id);
  }

  @MessagePattern(campaignRpc.update)
  update(@Payload() payload: unknown): Promise<CampaignAnswer> {
    const { id, patch } = campaignRequestSchemas.update.parse(payload);
    return this.campaigns.update(id, patch);
  }

  @MessagePattern(campaignRpc.send)
  send(@Payload() payload: unknown): Promise<CampaignAnswer> {
    const { id, at } = campaignRequestSchemas.send.parse(payload);
    return this.campaigns.send(id, at);
  }

  @MessagePattern(campaignRpc.pause)
  pause(@Payload() payload: unknown): Promise<CampaignAnswer> {
    return this.campaigns.pause(campaignRequestSchemas.one.parse(payload).id);
  }

  @MessagePattern(campaignRpc.resume)
  resume(@Payload() payload: unknown): Promise<CampaignAnswer> {
    return this.campaigns.resume(campaignRequestSchemas.one.parse(payload).id);
  }

  @MessagePattern(campaignRpc.cancel)
  cancel(@Payload() payload: unknown): Promise<CampaignAnswer> {
    return this.campaigns.cancel(campaignRequestSchemas.one.parse(payload).id);
  }

  @MessagePattern(campaignRpc.test)
  test(@Payload() payload: unknown): Promise<CampaignAnswer> {
    const { id, to } = campaignRequestSchemas.test.parse(payload);
    return this.campaigns.test(id, to);
  }
}
