import { INTERNSHIP_QUESTION_INTERESTS } from '@bytecraft/contracts/options';
import { option, recordScreen } from '../record-screen';

export const internshipQuestionScreen = recordScreen('internship-question', {
  plural: 'internship questions',
  arrival: 'asked about internships',
  subheading: (r) => option(INTERNSHIP_QUESTION_INTERESTS, r.internshipInterest),
  facts: ['email', 'university'],
  details: [
    'university',
    'internshipInterest',
    (r) => ({ label: 'Answered by', value: r.respondedBy }),
  ],
  body: 'question',
  badge: (r) =>
    r.response
      ? { label: 'Answered', color: 'success' }
      : { label: 'Awaiting answer', color: 'warning' },
});
