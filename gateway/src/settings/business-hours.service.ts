import type { BusinessHoursSetting } from '@bytecraft/contracts/records/business-hours';
import { WORKED_SERVICES } from '@bytecraft/contracts/records';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { businessHoursSettingOf } from '@bytecraft/service-runtime/records/business-hours';
import type { NamespacedClientRedis } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  BUSINESS_HOURS_ID,
  BusinessHoursRow,
} from '@bytecraft/service-runtime/records/business-hours.entity';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { askEach } from '../rpc/ask-service';
import { SERVICE_CLIENT } from '../rpc/service-client';

/**
 * The business hours due times count in, where a kind's policy says so: the gateway owns the
 * setting, and each service owning worked kinds keeps a copy, which it counts in. Until an admin
 * first sets them, the configuration's are the value.
 */
@Injectable()
export class BusinessHoursService {
  private readonly initial: BusinessHoursSetting;

  constructor(
    @InjectRepository(BusinessHoursRow) private readonly rows: Repository<BusinessHoursRow>,
    @Inject(SERVICE_CLIENT) private readonly services: NamespacedClientRedis,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.initial = businessHoursSettingOf(config);
  }

  async current(): Promise<BusinessHoursSetting> {
    const row = await this.rows.findOneBy({ id: BUSINESS_HOURS_ID });
    return row?.setting ?? this.initial;
  }

  /**
   * Every service is told first, and the setting kept only once each has its copy: a service out
   * of reach fails the change (503) and the console goes on showing the hours that count. A
   * retry tells them all again, which changes nothing where the hours already were.
   */
  async update(setting: BusinessHoursSetting, requestId: string): Promise<BusinessHoursSetting> {
    await askEach(this.services, WORKED_SERVICES, staffRpc.setBusinessHours, setting, requestId);
    await this.rows.upsert({ id: BUSINESS_HOURS_ID, setting }, ['id']);
    return setting;
  }
}
