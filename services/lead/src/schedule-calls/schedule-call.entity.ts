import { CALL_STATUSES, type CallStatus } from '@bytecraft/contracts/statuses';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { WorkColumns } from '@bytecraft/service-runtime/records/work-columns';

@Entity('schedule_calls')
export class ScheduleCall extends WorkColumns {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30 })
  phone: string;

  @Column({ type: 'varchar', length: 150, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 30 })
  purpose: string;

  @Column({ type: 'varchar', length: 20 })
  preferredTime: string;

  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'varchar', length: 20, default: CALL_STATUSES[0] })
  status: CallStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
