import {
  type InternshipQuestionRecord,
  type QuestionAnswer,
  INTERNSHIP_QUESTION_LABELS,
} from '@bytecraft/contracts/internship';
import { RecordKind, type Detailed } from '@bytecraft/contracts/triage';
import {
  confirmationAndAlert,
  labelled,
  MailTemplate,
  StaffMailbox,
} from '@bytecraft/contracts/mail';
import { labelOf, QUESTION_INTERESTS } from '@bytecraft/contracts/options';
import { JobName, type JobOf } from '@bytecraft/contracts/queues';
import { OnJob } from '@bytecraft/service-runtime/jobs/on-job';
import { MailPublisher } from '@bytecraft/service-runtime/notifications/mail-publisher';
import { recordSubmission } from '@bytecraft/service-runtime/submissions/record-submission';
import type { Triage } from '@bytecraft/service-runtime/triage/triage';
import { InjectTriage } from '@bytecraft/service-runtime/triage/triage.module';
import { Injectable } from '@nestjs/common';
import { InternshipQuestion } from './internship-question.entity';
import type { JobContext, Trace } from '@bytecraft/service-runtime/jobs/job-context';

@Injectable()
export class InternshipQuestionsService {
  constructor(
    @InjectTriage(RecordKind.InternshipQuestion)
    private readonly triage: Triage<InternshipQuestion, InternshipQuestionRecord>,
    private readonly mail: MailPublisher,
  ) {}

  /** Stores a question once and asks for both mails. */
  @OnJob(JobName.InternshipQuestionAsked)
  async record(
    submission: JobOf<JobName.InternshipQuestionAsked>,
    context: JobContext,
  ): Promise<void> {
    const { id, data } = submission;
    await recordSubmission(
      this.triage,
      this.mail,
      submission,
      confirmationAndAlert({
        kind: RecordKind.InternshipQuestion,
        recordId: id,
        visitor: data,
        confirmation: MailTemplate.InternshipQuestionConfirmation,
        alert: MailTemplate.InternshipQuestionAlert,
        mailbox: StaffMailbox.Internships,
        data: labelled(INTERNSHIP_QUESTION_LABELS, {
          ...data,
          internshipInterest: labelOf(QUESTION_INTERESTS, data.internshipInterest),
        }),
      }),
      context,
    );
  }

  /**
   * Stores staff's answer and mails it to the asker. Each answer is its own mail: the delivery
   * id carries the moment it was given, so a corrected answer is mailed again, while a publish
   * of the same answer that is repeated stays one mail. The row is written first: if the
   * publish fails, the call fails and staff answer again, which mails the answer they gave last.
   */
  async answer(
    id: string,
    { response, respondedBy }: QuestionAnswer,
    trace: Trace,
  ): Promise<Detailed<InternshipQuestionRecord> | null> {
    let respondedAt = new Date();
    const record = await this.triage.update(id, async (manager, row) => {
      // Later than the answer before, even within the same millisecond, so that each answer
      // has a delivery id of its own.
      if (row.respondedAt && respondedAt <= row.respondedAt) {
        respondedAt = new Date(row.respondedAt.getTime() + 1);
      }
      await manager.update(InternshipQuestion, { id }, { response, respondedBy, respondedAt });
    });
    if (!record) return null;
    const template = MailTemplate.InternshipQuestionAnswer;
    await this.mail.send(
      [
        {
          deliveryId: `${id}.${template}.${respondedAt.getTime()}`,
          template,
          to: { visitor: record.email },
          data: { Question: record.question, Answer: response },
        },
      ],
      trace,
    );
    return record;
  }
}
