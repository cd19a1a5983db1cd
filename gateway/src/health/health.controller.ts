import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PublicRoute } from '../auth/public-route.decorator';
import { StaffOnlyDocs } from '../http/openapi';
import { HealthProbe, type HealthStatus } from './health-probe';

/** 200 only when Redis, PostgreSQL and every service answer; 503 otherwise. */
@Controller('health')
export class HealthController {
  constructor(private readonly probe: HealthProbe) {}

  /**
   * For anyone (compose's checks, `npm start`, a load balancer): the status alone, of a fan-out
   * shared by every caller for a second.
   */
  @Get()
  @PublicRoute()
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<{ status: HealthStatus }> {
    const status = await this.probe.status();
    if (status !== 'ok') void reply.status(503);
    return { status };
  }

  /** For staff (the console's dashboard): each dependency's state and the tables, asked now. */
  @Get('details')
  @StaffOnlyDocs()
  async details(@Res({ passthrough: true }) reply: FastifyReply) {
    const { up, body } = await this.probe.report();
    if (!up) void reply.status(503);
    return body;
  }
}
