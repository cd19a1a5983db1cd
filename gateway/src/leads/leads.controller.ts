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
import { Controller, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { SchemaBody } from '../http/openapi';
import { AcceptsSubmission } from '../submissions/accepts-submission.decorator';
import { SubmissionPublisher } from '../submissions/submission-publisher.service';

/** Public lead submissions; the lead service stores them. */
@Controller()
export class LeadsController {
  constructor(private readonly publisher: SubmissionPublisher) {}

  @Post('contact')
  @AcceptsSubmission(RECEIPTS[JobName.ContactSubmitted])
  contact(@SchemaBody(contactSchema) body: ContactPayload, @Req() request: FastifyRequest) {
    return this.publisher.accept(JobName.ContactSubmitted, request, body);
  }

  @Post('consultation')
  @AcceptsSubmission(RECEIPTS[JobName.ConsultationRequested])
  consultation(
    @SchemaBody(consultationSchema) body: ConsultationPayload,
    @Req() request: FastifyRequest,
  ) {
    return this.publisher.accept(JobName.ConsultationRequested, request, body);
  }

  @Post('schedule-call')
  @AcceptsSubmission(RECEIPTS[JobName.ScheduleCallSubmitted])
  scheduleCall(
    @SchemaBody(scheduleCallSchema) body: ScheduleCallPayload,
    @Req() request: FastifyRequest,
  ) {
    return this.publisher.accept(JobName.ScheduleCallSubmitted, request, body);
  }

  @Post('developer-hire')
  @AcceptsSubmission(RECEIPTS[JobName.DeveloperHireRequested])
  developerHire(
    @SchemaBody(developerHireSchema) body: DeveloperHirePayload,
    @Req() request: FastifyRequest,
  ) {
    return this.publisher.accept(JobName.DeveloperHireRequested, request, body);
  }
}
