import type { DeveloperHireRecord } from '@bytecraft/contracts/kinds/developer-hire';
import {
  DEVELOPER_HIRE_BUDGETS,
  DEVELOPER_HIRE_PROJECT_TYPES,
  DEVELOPER_HIRE_TIMELINES,
  labelOf,
} from '@bytecraft/contracts/options';
import type { JobOf } from '@bytecraft/contracts/jobs';
import { JobName } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { Injectable } from '@nestjs/common';
import type { WorkedRecords } from '@bytecraft/service-runtime/records/worked-records';
import { InjectRecords } from '@bytecraft/service-runtime/records/records.module';
import type { JobContext } from '@bytecraft/service-runtime/jobs/job-context';
import { DeveloperHire } from './developer-hire.entity';

@Injectable()
export class DeveloperHiresService {
  constructor(
    @InjectRecords('developer-hire')
    private readonly records: WorkedRecords<DeveloperHire, DeveloperHireRecord>,
  ) {}

  /** Stores a hire request once (status new) and asks for both mails. */
  @OnJob(JobName.DeveloperHireRequested)
  record(submission: JobOf<JobName.DeveloperHireRequested>, context: JobContext): Promise<void> {
    const { data } = submission;
    return this.records.record(submission, context, {
      projectType: labelOf(DEVELOPER_HIRE_PROJECT_TYPES, data.projectType),
      budget: labelOf(DEVELOPER_HIRE_BUDGETS, data.budget),
      timeline: labelOf(DEVELOPER_HIRE_TIMELINES, data.timeline),
    });
  }
}
