import { rpc, ServiceName, type ServiceHealth } from '@bytecraft/contracts/rpc';
import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { DataSource } from 'typeorm';

@Controller()
export class HealthController {
  constructor(private readonly db: DataSource) {}

  /** Answers the gateway's health check; a broken database makes the call fail. */
  @MessagePattern(rpc.health(ServiceName.Newsletter))
  async health(): Promise<ServiceHealth> {
    await this.db.query('SELECT 1');
    return { service: ServiceName.Newsletter, database: 'up' };
  }
}
