import type { ServiceName } from '@bytecraft/contracts/rpc';
import { slaEventsRequestSchema, type SlaEvent } from '@bytecraft/contracts/records/sla';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { slaEventsEnded } from './sla-events';

/** The controller of a service's promises, for the gateway's report: those ended in a span. */
export function slaController(service: ServiceName) {
  @Controller()
  class SlaController {
    constructor(@Inject(DataSource) readonly db: DataSource) {}

    @MessagePattern(staffRpc.slaEvents(service))
    events(@Payload() request: unknown): Promise<SlaEvent[]> {
      return slaEventsEnded(this.db, slaEventsRequestSchema.parse(request));
    }
  }
  return SlaController;
}
