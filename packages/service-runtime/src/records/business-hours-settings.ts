import {
  businessHoursSchema,
  type BusinessHoursApplied,
  type BusinessHoursSetting,
} from '@bytecraft/contracts/records/business-hours';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { Controller, Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { sqlMigration } from '../database/shared-migration';
import { businessHoursFrom } from './business-hours';
import { BUSINESS_HOURS_ID, BusinessHoursRow } from './business-hours.entity';
import { DueTimes } from './due-times';
import { OwnedRecords } from './records.module';

/**
 * The business hours a service owning worked kinds counts due times in: the copy it keeps of an
 * admin's setting, else its configuration's. Every replica hears the gateway's message, stores
 * the same row, and counts the same due times again, so however many replicas hear it, and
 * however often, the result is one.
 */
@Injectable()
export class BusinessHoursSettings implements OnModuleInit {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(DueTimes) private readonly due: DueTimes,
    @Inject(OwnedRecords) private readonly records: OwnedRecords,
  ) {}

  private get rows() {
    return this.db.getRepository(BusinessHoursRow);
  }

  /** Before the records fill their due times at start (a bootstrap hook), the stored copy counts. */
  async onModuleInit(): Promise<void> {
    const row = await this.rows.findOneBy({ id: BUSINESS_HOURS_ID });
    if (row) this.due.use(businessHoursFrom(row.setting));
  }

  private applying: Promise<unknown> = Promise.resolve();

  /**
   * Keeps an admin's hours, counts in them from now on, and moves the waiting records' due times.
   * One change at a time, in the order they came: the transport runs messages at once, and a
   * change overtaken by an earlier one's count would leave the earlier hours kept.
   */
  apply(setting: BusinessHoursSetting): Promise<BusinessHoursApplied> {
    const applied = this.applying.then(() => this.applyNow(setting));
    this.applying = applied.catch(() => undefined);
    return applied;
  }

  private async applyNow(setting: BusinessHoursSetting): Promise<BusinessHoursApplied> {
    await this.rows.upsert({ id: BUSINESS_HOURS_ID, setting }, ['id']);
    this.due.use(businessHoursFrom(setting));
    let recounted = 0;
    for (const records of this.records.worked) recounted += await records.recountDueTimes();
    return { recounted };
  }
}

/** The base of a service's business hours controller, under its own name. */
export function businessHoursController(service: ServiceName) {
  @Controller()
  class BusinessHoursController {
    constructor(@Inject(BusinessHoursSettings) readonly settings: BusinessHoursSettings) {}

    @MessagePattern(staffRpc.setBusinessHours(service))
    set(@Payload() setting: unknown): Promise<BusinessHoursApplied> {
      return this.settings.apply(businessHoursSchema.parse(setting));
    }
  }
  return BusinessHoursController;
}

/**
 * The migration of a service's copy of the business hours; each owning service names its own
 * (`class AddBusinessHours1795001200000 extends AddBusinessHours {}`).
 */
export const AddBusinessHours = sqlMigration(
  [
    `
      CREATE TABLE "business_hours" (
        "id" smallint PRIMARY KEY CHECK ("id" = 1),
        "setting" jsonb NOT NULL,
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`,
  ],
  [`DROP TABLE "business_hours"`],
);
