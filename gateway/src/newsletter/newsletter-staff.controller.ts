import type { NewsletterStats } from '@bytecraft/contracts/kinds/newsletter-subscription';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { Controller, Get, Inject } from '@nestjs/common';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Trace, type RequestTrace } from '../http/request-id';
import { StaffOnlyDocs } from '../http/openapi';
import { askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';

/**
 * Newsletter figures, from the newsletter service. Its list and CSV export are every kind's
 * (records/records.controller.ts, under newsletter/subscriptions).
 */
@StaffOnlyDocs()
@Controller('newsletter')
export class NewsletterStaffController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis) {}

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
}
