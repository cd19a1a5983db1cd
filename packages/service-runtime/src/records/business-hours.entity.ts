import type { BusinessHoursSetting } from '@bytecraft/contracts/records/business-hours';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * The business hours an admin set, the one row (id 1): the gateway's, which owns the setting,
 * and each service's copy of it, which the gateway sends since a service reads no other's
 * tables. No row until an admin first sets them: until then the configuration's hours count.
 */
@Entity('business_hours')
export class BusinessHoursRow {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'jsonb' })
  setting: BusinessHoursSetting;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** The only row's id. */
export const BUSINESS_HOURS_ID = 1;
