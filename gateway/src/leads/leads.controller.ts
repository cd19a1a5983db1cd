import {
  consultationSchema,
  type ConsultationPayload,
} from '@bytecraft/contracts/kinds/consultation';
import { contactSchema, type ContactPayload } from '@bytecraft/contracts/kinds/contact';
import {
  developerHireSchema,
  type DeveloperHirePayload,
} from '@bytecraft/contracts/kinds/developer-hire';
import { JobName } from '@bytecraft/contracts/queues';
import { RECEIPTS } from '@bytecraft/contracts/receipts';
import {
  scheduleCallSchema,
  type ScheduleCallPayload,
} from '@bytecraft/contracts/kinds/schedule-call';
import { Controller, Post } from '@nestjs/common';
import { SchemaBody } from '../http/openapi';
import { Trace, type RequestTrace } from '../http/request-id';
import { SubmissionId } from '../http/submission-id.decorator';
import { AcceptsSubmission } from '../submissions/accepts-submission.decorator';
import { SubmissionPublisher } from '../submissions/submission-publisher.service';

/** Public lead submissions; the lead service stores them. */
@Controller()
export class LeadsController {
  constructor(private readonly publisher: SubmissionPublisher) {}

  @Post('contact')
  @AcceptsSubmission(RECEIPTS[JobName.ContactSubmitted])
  contact(
    @SchemaBody(contactSchema) body: ContactPayload,
    @SubmissionId() id: string,
    @Trace() trace: RequestTrace,
  ) {
    return this.publisher.publish(JobName.ContactSubmitted, id, body, trace);
  }

  @Post('consultation')
  @AcceptsSubmission(RECEIPTS[JobName.ConsultationRequested])
  consultation(
    @SchemaBody(consultationSchema) body: ConsultationPayload,
    @SubmissionId() id: string,
    @Trace() trace: RequestTrace,
  ) {
    return this.publisher.publish(JobName.ConsultationRequested, id, body, trace);
  }

  @Post('schedule-call')
  @AcceptsSubmission(RECEIPTS[JobName.ScheduleCallSubmitted])
  scheduleCall(
    @SchemaBody(scheduleCallSchema) body: ScheduleCallPayload,
    @SubmissionId() id: string,
    @Trace() trace: RequestTrace,
  ) {
    return this.publisher.publish(JobName.ScheduleCallSubmitted, id, body, trace);
  }

  @Post('developer-hire')
  @AcceptsSubmission(RECEIPTS[JobName.DeveloperHireRequested])
  developerHire(
    @SchemaBody(developerHireSchema) body: DeveloperHirePayload,
    @SubmissionId() id: string,
    @Trace() trace: RequestTrace,
  ) {
    return this.publisher.publish(JobName.DeveloperHireRequested, id, body, trace);
  }
}
