import type { CampaignDeliveries } from '@bytecraft/contracts/campaigns';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** A campaign's mails in the log: those whose delivery id is `<campaign>.<subscriber>`. */
@Injectable()
export class CampaignDeliveriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** How many of each campaign's mails were sent and how many failed for good. */
  async countsOf(campaignIds: string[]): Promise<CampaignDeliveries> {
    const rows: { campaignId: string; sent: number; failed: number }[] = await this.db.query(
      `SELECT c.id AS "campaignId",
              count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
              count(*) FILTER (WHERE d.status = 'failed')::int AS failed
         FROM unnest($1::text[]) AS c(id)
         LEFT JOIN mail_deliveries d ON d.id LIKE c.id || '.%'
        GROUP BY c.id`,
      [campaignIds],
    );
    return Object.fromEntries(
      rows.map(({ campaignId, sent, failed }) => [campaignId, { sent, failed }]),
    );
  }
}
