import { internshipQuestion } from '@bytecraft/contracts/kinds/internship-question';
import { INTERNSHIP_QUESTION_INTERESTS } from '@bytecraft/contracts/options';
import { failed, option, person, recordScreen } from '../record-screen';

export const internshipQuestionScreen = recordScreen('internship-question', {
  plural: 'internship questions',
  loadFailed: () => failed('fetch internship questions'),
  cardActions: [],
  statusSelect: false,
  hasDetail: true,
  board: false,
  arrival: 'asked about internships',
  heading: (r) => r.name,
  subheading: (r) => option(INTERNSHIP_QUESTION_INTERESTS, r.internshipInterest),
  facts: (r) => [
    { label: internshipQuestion.labels.email, value: r.email },
    { label: internshipQuestion.labels.university, value: r.university },
  ],
  details: (r) => [
    ...person(r),
    { label: internshipQuestion.labels.university, value: r.university },
    {
      label: internshipQuestion.labels.internshipInterest,
      value: option(INTERNSHIP_QUESTION_INTERESTS, r.internshipInterest),
    },
    { label: 'Answered by', value: r.respondedBy },
  ],
  body: (r) => ({ label: internshipQuestion.labels.question, text: r.question }),
  date: (r) => r.createdAt,
  badge: (r) =>
    r.response
      ? { label: 'Answered', color: 'success' }
      : { label: 'Awaiting answer', color: 'warning' },
});
