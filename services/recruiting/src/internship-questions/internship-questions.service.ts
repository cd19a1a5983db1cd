import type {
  InternshipQuestionRecord,
  QuestionAnswer,
} from '@bytecraft/contracts/kinds/internship-question';
import type { Detailed } from '@bytecraft/contracts/records/work';
import type { Trace } from '@bytecraft/service-runtime/jobs/job-context';
import { recordSubmissions } from '@bytecraft/service-runtime/records/record-submissions';
import { InternshipQuestion } from './internship-question.entity';

/** The subject of an answer's mail, as the answer mail before replies had it. */
const ANSWER_SUBJECT = 'An answer to your internship question';

/** Stores a question once and asks for both mails; staff answer it. */
export class InternshipQuestionsService extends recordSubmissions<
  InternshipQuestion,
  InternshipQuestionRecord
>('internship-question') {
  /**
   * Stores staff's answer and mails it to the asker as a reply: the answer, the reply's activity
   * row and the first reply's time in one transaction, then one StaffReply mail (earlier answers
   * quoted, never the question: a stranger's text). Each answer is a reply of its own, so a
   * corrected answer is mailed again, while a repeated publish of one answer stays one mail (its
   * delivery id).
   * `respondedBy` is the name the answer is signed with; `actorId` the staff account that sent it.
   */
  answer(
    id: string,
    { response, respondedBy }: QuestionAnswer,
    actorId: string,
    trace: Trace,
  ): Promise<Detailed<InternshipQuestionRecord> | null> {
    return this.records.reply(
      {
        id,
        subject: ANSWER_SUBJECT,
        body: response,
        // The question is the asker's text: an answer quotes only our earlier answers.
        quote: false,
        actorId,
        senderName: respondedBy,
      },
      trace,
      async (manager) => {
        // The answer's time is the reply's (the transaction's now()).
        await manager.update(
          InternshipQuestion,
          { id },
          { response, respondedBy, respondedAt: () => 'now()' },
        );
      },
    );
  }
}
