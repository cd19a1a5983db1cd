import type { ConsultationRecord } from '@bytecraft/contracts/kinds/consultation';
import {
  CONSULTATION_BUDGETS,
  CONSULTATION_TIMELINES,
  labelOf,
} from '@bytecraft/contracts/options';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { Injectable } from '@nestjs/common';
import type { WorkedRecords } from '@bytecraft/service-runtime/records/worked-records';
import { InjectRecords } from '@bytecraft/service-runtime/records/records.module';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';
import { Consultation } from './consultation.entity';

@Injectable()
export class ConsultationsService {
  constructor(
    @InjectRecords('consultation')
    private readonly records: WorkedRecords<Consultation, ConsultationRecord>,
  ) {}

  /** Stores a consultation request once (status pending) and asks for both mails. */
  @OnJob(JobName.ConsultationRequested)
  record(submission: JobOf<JobName.ConsultationRequested>, context: JobContext): Promise<void> {
    const { data } = submission;
    return this.records.record(submission, context, {
      budget: labelOf(CONSULTATION_BUDGETS, data.budget),
      timeline: labelOf(CONSULTATION_TIMELINES, data.timeline),
    });
  }
}
