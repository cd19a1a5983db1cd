import type { InternshipQuestionRecord } from '@bytecraft/contracts/kinds/internship-question';
import { usePageMeta } from '../../../components/ui/use-page-meta';
import { AnswerQuestionForm } from '../../../features/admin-internships/components/answer-question-form';
import { RecordsScreen } from '../../../features/admin-records/components/records-screen';

/** Interns' questions; each is answered from its detail dialog, and the answer is mailed. */
export default function InternshipQuestionsRoute() {
  usePageMeta('Internship Questions · Staff Console', 'Answer questions about internships.');
  return (
    <RecordsScreen
      kind={'internship-question'}
      detailExtra={(record) => (
        <AnswerQuestionForm key={record.id} question={record as InternshipQuestionRecord} />
      )}
    />
  );
}
