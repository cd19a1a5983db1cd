import { QueueName } from '@bytecraft/contracts/queues';
import { HandlersWorkerHost, QueueWorker } from '@bytecraft/service-runtime/queues/queue-worker';
import { PersonRecords } from '@bytecraft/service-runtime/people/person-records';
import { VisitorReplies } from '@bytecraft/service-runtime/records/visitor-replies';
import { InternshipApplicationsService } from './internship-applications/internship-applications.service';
import { InternshipQuestionsService } from './internship-questions/internship-questions.service';
import { JobApplicationsService } from './job-applications/job-applications.service';

/**
 * The recruiting queue's one worker (an erasure goes to PersonRecords, a visitor's mailed answer
 * to VisitorReplies); JobHandlers checks its handlers at start.
 */
@QueueWorker(QueueName.Recruiting)
export class RecruitingQueueProcessor extends HandlersWorkerHost {
  constructor(
    applications: JobApplicationsService,
    internships: InternshipApplicationsService,
    questions: InternshipQuestionsService,
    people: PersonRecords,
    replies: VisitorReplies,
  ) {
    super(QueueName.Recruiting, [applications, internships, questions, people, replies]);
  }
}
