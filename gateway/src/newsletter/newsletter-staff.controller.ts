import { StaffOnlyDocs } from '../http/openapi';
import {
  type ExportRequest,
  type NewsletterStats,
  type SubscriptionExportBatch,
} from '@bytecraft/contracts/newsletter';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { AuditAction } from '@bytecraft/contracts/staff-team';
import { Controller, Get, Inject, Req, StreamableFile } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Trace, type RequestTrace } from '../http/request-id';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Readable } from 'node:stream';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { csvLine } from '../http/csv';
import { AuditLog } from '../audit/audit-log';
import { StaffEmail } from '../auth/staff-email.decorator';
import { clientKey } from '../http/client-key';

const EXPORT_BATCH = 1000;
const EXPORT_COLUMNS = ['Email', 'Status', 'Source', 'Subscribed At', 'Unsubscribed At'];

/** Newsletter figures and the export of every subscription, from the newsletter service. */
@StaffOnlyDocs()
@Controller('newsletter')
export class NewsletterStaffController {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    private readonly audit: AuditLog,
  ) {}

  @Get('stats')
  async stats(@Trace() trace: RequestTrace) {
    const data = await askService<NewsletterStats>(
      this.services,
      staffRpc.newsletterStats,
      {},
      trace.requestId,
    );
    return { success: true, data };
  }

  /**
   * Every row, streamed batch by batch as the newsletter service hands them over, so the
   * export's size never sits in memory. The first batch is asked for before any byte is sent:
   * a service that is away is still a clean 503.
   */
  @Get('subscriptions/export.csv')
  async export(
    @Trace() trace: RequestTrace,
    @StaffEmail() staff: string,
    @Req() request: FastifyRequest,
  ): Promise<StreamableFile> {
    const batch = (after: string | null) =>
      askService<SubscriptionExportBatch>(
        this.services,
        staffRpc.exportSubscriptions,
        { after, limit: EXPORT_BATCH } satisfies ExportRequest,
        trace.requestId,
      );
    const first = await batch(null);
    await this.audit.record({
      actor: staff,
      action: AuditAction.Export,
      target: request.routeOptions.url ?? null,
      client: clientKey(request.ip),
    });
    async function* lines() {
      yield csvLine(EXPORT_COLUMNS);
      for (let current: SubscriptionExportBatch | null = first; current;) {
        for (const row of current.rows) {
          yield csvLine([row.email, row.status, row.source, row.subscribedAt, row.unsubscribedAt]);
        }
        current = current.next ? await batch(current.next) : null;
      }
    }
    return new StreamableFile(Readable.from(lines()), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="newsletter-subscriptions.csv"',
    });
  }
}
