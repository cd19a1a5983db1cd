import type { NewsletterStats } from '@bytecraft/contracts/kinds/newsletter-subscription';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import type { Workload } from '@bytecraft/contracts/records/dashboard';
import { ServiceName } from '@bytecraft/contracts/rpc';
import { WORKED_SERVICES } from '@bytecraft/contracts/records';
import { Controller, Get, Inject } from '@nestjs/common';
import { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Trace, type RequestTrace } from '../http/request-id';
import { StaffOnlyDocs } from '../http/openapi';
import { askEach, askService } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';
import { toDashboardStats, type KindCountsByKind } from './dashboard-stats';

/** The dashboard's counts: one question to each owning service, at once. */
@StaffOnlyDocs()
@Controller('admin/dashboard')
export class DashboardController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis) {}

  @Get('stats')
  async stats(@Trace() trace: RequestTrace) {
    const ask = (service: ServiceName) =>
      askService<KindCountsByKind>(this.services, staffRpc.counts(service), {}, trace.requestId);
    const [lead, recruiting, newsletter] = await Promise.all([
      ask(ServiceName.Lead),
      ask(ServiceName.Recruiting),
      askService<NewsletterStats>(this.services, staffRpc.newsletterStats, {}, trace.requestId),
    ]);
    return { success: true, data: toDashboardStats({ ...lead, ...recruiting }, newsletter) };
  }

  /** What waits, what is overdue and how fast each worked kind is answered, against the promise. */
  @Get('workload')
  async workload(@Trace() trace: RequestTrace) {
    const parts = await askEach<Workload>(
      this.services,
      WORKED_SERVICES,
      staffRpc.workload,
      {},
      trace.requestId,
    );
    return { success: true, data: Object.assign({}, ...parts) as Workload };
  }
}
