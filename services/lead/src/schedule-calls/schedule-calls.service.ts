import type { ScheduleCallRecord } from '@bytecraft/contracts/kinds/schedule-call';
import { SCHEDULE_CALL_PURPOSES, labelOf, PREFERRED_TIMES } from '@bytecraft/contracts/options';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { Injectable } from '@nestjs/common';
import type { WorkedRecords } from '@bytecraft/service-runtime/records/worked-records';
import { InjectRecords } from '@bytecraft/service-runtime/records/records.module';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';
import { ScheduleCall } from './schedule-call.entity';

@Injectable()
export class ScheduleCallsService {
  constructor(
    @InjectRecords('schedule-call')
    private readonly records: WorkedRecords<ScheduleCall, ScheduleCallRecord>,
  ) {}

  /** Stores a call request once (status scheduled) and asks for both mails. */
  @OnJob(JobName.ScheduleCallSubmitted)
  record(submission: JobOf<JobName.ScheduleCallSubmitted>, context: JobContext): Promise<void> {
    const { data } = submission;
    return this.records.record(submission, context, {
      purpose: labelOf(SCHEDULE_CALL_PURPOSES, data.purpose),
      preferredTime: labelOf(PREFERRED_TIMES, data.preferredTime),
    });
  }
}
