import { rpc, type ServiceHealth, type ServiceName } from '@bytecraft/contracts/rpc';
import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { countTables } from './count-tables';

/**
 * The controller answering the gateway's health check for one service: a broken database
 * makes the call fail; a working one reports the tables the service's migrations made.
 */
export function healthControllerFor(service: ServiceName): Type {
  @Controller()
  class HealthController {
    constructor(private readonly db: DataSource) {}

    @MessagePattern(rpc.health(service))
    async health(): Promise<ServiceHealth> {
      return { service, database: 'up', tables: await countTables(this.db) };
    }
  }
  return HealthController;
}
