import type { CampaignDeliveries } from '@bytecraft/contracts/campaigns';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** A campaign's mails in the log: those whose delivery id is `<campaign>.<subscriber>`. */
@Injectable()
export class CampaignDeliveriesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * How many of each campaign's mails were sent, how many failed for good, and how many of those
   * a delivery report returned. The ids starting `<campaign>.` are the byte range from
   * `<campaign>.` to `<campaign>/` ('/' follows '.'), which the mail log's byte-order index reads.
   */
  async countsOf(campaignIds: string[]): Promise<CampaignDeliveries> {
    const rows: ({ campaignId: string } & CampaignDeliveries[string])[] = await this.db.query(
      `SELECT c.id AS "campaignId",
              count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
              count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
              count(*) FILTER (WHERE d.bounce IS NOT NULL)::int AS bounced
         FROM unnest($1::text[]) AS c(id)
         LEFT JOIN mail_deliveries d
           ON d.id COLLATE "C" >= c.id || '.' AND d.id COLLATE "C" < c.id || '/'
        GROUP BY c.id`,
      [campaignIds],
    );
    return Object.fromEntries(rows.map(({ campaignId, ...counts }) => [campaignId, counts]));
  }
}
