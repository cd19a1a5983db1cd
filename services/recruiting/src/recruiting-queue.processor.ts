import { JobName, QueueName, type JobOf } from '@bytecraft/contracts/queues';
import { QueueWorker, QueueWorkerHost } from '@bytecraft/service-runtime/queues/queue-worker';
import type { Job } from 'bullmq';
import { InternshipApplicationsService } from './internship-applications/internship-applications.service';
import { InternshipQuestionsService } from './internship-questions/internship-questions.service';
import { JobApplicationsService } from './job-applications/job-applications.service';

/** The recruiting queue's one worker; an unknown job name fails visibly. */
@QueueWorker(QueueName.Recruiting)
export class RecruitingQueueProcessor extends QueueWorkerHost {
  constructor(
    private readonly applications: JobApplicationsService,
    private readonly internships: InternshipApplicationsService,
    private readonly questions: InternshipQuestionsService,
  ) {
    super();
  }

  async process(job: Job): Promise<void> {
    switch (job.name) {
      case JobName.JobApplicationSubmitted:
      case JobName.ResumeSubmitted:
        return this.applications.record(job.data as JobOf<JobName.JobApplicationSubmitted>);
      case JobName.InternshipApplicationSubmitted:
        return this.internships.record(job.data as JobOf<JobName.InternshipApplicationSubmitted>);
      case JobName.InternshipQuestionAsked:
        return this.questions.record(job.data as JobOf<JobName.InternshipQuestionAsked>);
      default:
        throw new Error(`The recruiting service has no handler for job "${job.name}"`);
    }
  }
}
