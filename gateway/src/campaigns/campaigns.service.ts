import {
  CAMPAIGN_MESSAGES,
  campaignRpc,
  type CampaignAnswer,
  type CampaignDeliveries,
  type CampaignPreview,
  type CampaignRecord,
  type StoredCampaign,
} from '@bytecraft/contracts/campaigns';
import { ErrorCode } from '@bytecraft/contracts/errors';
import type { Page } from '@bytecraft/contracts/records/lists';
import { Inject, Injectable } from '@nestjs/common';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { z } from 'zod';
import { ApiError } from '../http/api-error';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';

const notFound = () => new ApiError(404, ErrorCode.NotFound, CAMPAIGN_MESSAGES.notFound);

/**
 * Campaigns are the newsletter service's; their sent and failed figures the notification
 * service's mail log. Each answer is the campaign as staff read it, from both.
 */
@Injectable()
export class CampaignsService {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis) {}

  /** A path's id: one that is no campaign's id is not found, without asking. */
  idOf(id: string): string {
    if (!z.uuid().safeParse(id).success) throw notFound();
    return id;
  }

  async list(page: number, requestId?: string): Promise<Page<CampaignRecord>> {
    const stored = await askService<Page<StoredCampaign>>(
      this.services,
      campaignRpc.list,
      { page },
      requestId,
    );
    return { ...stored, data: await this.withDeliveries(stored.data, requestId) };
  }

  /** Asks the newsletter service; a refusal becomes the catalogue's 404 or 409. */
  async ask<T = StoredCampaign>(pattern: string, payload: unknown, requestId?: string): Promise<T> {
    const answer = await askService<CampaignAnswer<T>>(this.services, pattern, payload, requestId);
    if (answer.status === 'not-found') throw notFound();
    if (answer.status === 'conflict') {
      const message =
        answer.action === 'update'
          ? CAMPAIGN_MESSAGES.notDraft
          : CAMPAIGN_MESSAGES.refused[answer.action];
      throw new ApiError(409, ErrorCode.Conflict, message);
    }
    return answer.data;
  }

  /**
   * The campaign's mail as a subscriber gets it: the newsletter service renders its body, the
   * notification service lays it out as it lays out the mail it sends.
   */
  async preview(id: string, requestId?: string): Promise<CampaignPreview> {
    const body = await this.ask<CampaignPreview>(campaignRpc.preview, { id }, requestId);
    return askService<CampaignPreview>(this.services, campaignRpc.mailPreview, body, requestId);
  }

  /** `ask` for an answer that is a campaign, with its figures from the mail log. */
  async campaign(pattern: string, payload: unknown, requestId?: string): Promise<CampaignRecord> {
    const stored = await this.ask(pattern, payload, requestId);
    const [campaign] = await this.withDeliveries([stored], requestId);
    return campaign;
  }

  private async withDeliveries(
    stored: StoredCampaign[],
    requestId?: string,
  ): Promise<CampaignRecord[]> {
    const started = stored.filter((campaign) => campaign.startedAt !== null);
    const deliveries =
      started.length > 0
        ? await askService<CampaignDeliveries>(
            this.services,
            campaignRpc.deliveries,
            { ids: started.map((campaign) => campaign.id) },
            requestId,
          )
        : {};
    return stored.map((campaign) => ({
      ...campaign,
      figures: {
        ...campaign.figures,
        ...(deliveries[campaign.id] ?? { sent: 0, failed: 0, bounced: 0 }),
      },
    }));
  }
}
