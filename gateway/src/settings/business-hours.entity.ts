import type { BusinessHoursSetting } from '@bytecraft/contracts/records/business-hours';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The business hours an admin set: the one row, id 1. */
@Entity('business_hours')
export class BusinessHoursRow {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'jsonb' })
  setting: BusinessHoursSetting;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The only row's id. */
export const BUSINESS_HOURS_ID = 1;
