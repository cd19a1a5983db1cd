import { contactSchema, type ContactPayload } from '@bytecraft/contracts/contact';
import { JobName } from '@bytecraft/contracts/queues';
import { Body, Controller, Post } from '@nestjs/common';
import { SchemaBodyPipe } from '../http/schema-body.pipe';
import { SubmissionId } from '../http/submission-id.decorator';
import { AcceptsSubmission } from '../submissions/accepts-submission.decorator';
import { SubmissionPublisher } from '../submissions/submission-publisher.service';

/** Public lead submissions; the lead service stores them. */
@Controller()
export class LeadsController {
  constructor(private readonly publisher: SubmissionPublisher) {}

  @Post('contact')
  @AcceptsSubmission(JobName.ContactSubmitted)
  contact(
    @Body(new SchemaBodyPipe(contactSchema)) body: ContactPayload,
    @SubmissionId() id: string,
  ) {
    return this.publisher.publish(JobName.ContactSubmitted, id, body);
  }
}
