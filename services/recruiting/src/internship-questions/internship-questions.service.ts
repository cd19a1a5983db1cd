import { confirmationAndAlert, MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail';
import { labelOf, QUESTION_INTERESTS } from '@bytecraft/contracts/options';
import type { JobName, JobOf } from '@bytecraft/contracts/queues';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { storeOnce } from '@bytecraft/service-runtime/submissions/store-once';
import { InternshipQuestion } from './internship-question.entity';

@Injectable()
export class InternshipQuestionsService {
  constructor(
    @InjectRepository(InternshipQuestion)
    private readonly questions: Repository<InternshipQuestion>,
    private readonly mail: MailPublisher,
  ) {}

  /** Stores a question once and asks for both mails. */
  async record(submission: JobOf<JobName.InternshipQuestionAsked>): Promise<void> {
    const { id, data } = submission;
    await storeOnce(this.questions, submission);
    await this.mail.send(
      confirmationAndAlert({
        recordId: id,
        visitorEmail: data.email,
        confirmation: MailTemplate.InternshipQuestionConfirmation,
        alert: MailTemplate.InternshipQuestionAlert,
        mailbox: StaffMailbox.Internships,
        data: {
          Name: data.name,
          Email: data.email,
          Phone: data.phone,
          University: data.university,
          Interest: labelOf(QUESTION_INTERESTS, data.internshipInterest),
          Question: data.question,
        },
      }),
    );
  }
}
