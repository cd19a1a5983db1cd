import { scheduleCall, type ScheduleCallStatus } from '@bytecraft/contracts/kinds/schedule-call';
import { Column, Entity } from 'typeorm';
import { RecordColumns } from '@bytecraft/service-runtime/records/record-columns';

@Entity('schedule_calls')
export class ScheduleCall extends RecordColumns {
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

  @Column({ type: 'varchar', length: 20, default: scheduleCall.statuses[0] })
  status: ScheduleCallStatus;
}
