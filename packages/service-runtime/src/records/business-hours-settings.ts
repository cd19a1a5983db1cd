import {
  businessHoursSchema,
  type BusinessHoursApplied,
  type BusinessHoursSetting,
} from '@bytecraft/contracts/records/business-hours';
import type { ServiceName } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { Controller, Inject, Logger, type OnModuleInit, type Provider } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { sqlMigration } from '../database/shared-migration';
import { PeriodicPass } from '../service/periodic-pass';
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
export class BusinessHoursSettings extends PeriodicPass implements OnModuleInit {
  protected readonly logger = new Logger(BusinessHoursSettings.name);
  /** The setting this replica counts in, as stored; undefined while it counts its configuration's. */
  private counted?: string;

  constructor(
    private readonly db: DataSource,
    private readonly due: DueTimes,
    private readonly records: OwnedRecords,
    everyMs: number,
  ) {
    super({ everyMs, atStart: false, failure: 'Business hours unread, the next check reads them' });
  }

  private get rows() {
    return this.db.getRepository(BusinessHoursRow);
  }

  /** Before the records fill their due times at start (a bootstrap hook), the stored copy counts. */
  async onModuleInit(): Promise<void> {
    await this.readStored();
  }

  /**
   * A replica that was starting while the gateway's message went out missed it; the replica
   * that heard it stored it, so each replica reads the stored copy again now and then.
   */
  protected pass() {
    return this.check();
  }

  /** One check: the stored copy counts from now on, if it is not what this replica counts in. */
  check(): Promise<void> {
    return this.queued(() => this.readStored());
  }

  private async readStored(): Promise<void> {
    const row = await this.rows.findOneBy({ id: BUSINESS_HOURS_ID });
    if (row) this.count(row.setting);
  }

  private count(setting: BusinessHoursSetting): void {
    const stored = JSON.stringify(setting);
    if (stored === this.counted) return;
    this.due.use(businessHoursFrom(setting));
    this.counted = stored;
  }

  private applying: Promise<unknown> = Promise.resolve();

  private queued<T>(step: () => Promise<T>): Promise<T> {
    const next = this.applying.then(step);
    this.applying = next.catch(() => undefined);
    return next;
  }

  /**
   * Keeps an admin's hours, counts in them from now on, and moves the waiting records' due times.
   * One change at a time, in the order they came: the transport runs messages at once, and a
   * change overtaken by an earlier one's count would leave the earlier hours kept.
   */
  apply(setting: BusinessHoursSetting): Promise<BusinessHoursApplied> {
    return this.queued(() => this.applyNow(setting));
  }

  private async applyNow(setting: BusinessHoursSetting): Promise<BusinessHoursApplied> {
    await this.rows.upsert({ id: BUSINESS_HOURS_ID, setting }, ['id']);
    this.count(setting);
    let recounted = 0;
    for (const records of this.records.worked) recounted += await records.recountDueTimes();
    return { recounted };
  }
}

/** A service's BusinessHoursSettings, reading the stored copy again every SLA_CHECK_SECONDS. */
export const businessHoursSettingsProvider = (config: { SLA_CHECK_SECONDS: number }): Provider => ({
  provide: BusinessHoursSettings,
  inject: [DataSource, DueTimes, OwnedRecords],
  useFactory: (db: DataSource, due: DueTimes, records: OwnedRecords) =>
    new BusinessHoursSettings(db, due, records, config.SLA_CHECK_SECONDS * 1000),
});

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
