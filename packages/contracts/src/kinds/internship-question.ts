import { z } from '../zod';
import {
  LIMITS,
  emailField,
  optionalOption,
  optionalText,
  phoneField,
  requiredText,
  VISITOR_LABELS,
} from '../fields';
import { MailTemplate, StaffMailbox } from '../mail-templates';
import { INTERNSHIP_QUESTION_INTERESTS, values } from '../options';
import { JobName, QueueName } from '../queues';
import { actorSchema, type RecordBase, type RecordRef } from '../records/base';
import { ServiceName } from '../rpc';
import { EMAIL_ANSWER_HOURS, type DuePolicy } from '../records/due';
import { defineKind, shape } from './define-kind';

/** 'Ask Questions' dialog of the internship page. */
export const internshipQuestionSchema = z.object({
  name: requiredText({ label: 'Name', required: 'Name is required', max: { length: LIMITS.name } }),
  email: emailField,
  phone: phoneField(),
  university: optionalText('University', LIMITS.shortText),
  question: requiredText({
    label: 'Question',
    required: 'Question is required',
    min: {
      length: 10,
      message: 'Please provide more details in your question (at least 10 characters)',
    },
    max: { length: LIMITS.message },
  }),
  internshipInterest: optionalOption(values.internshipQuestionInterests, 'area of interest'),
});

export type InternshipQuestionInput = z.input<typeof internshipQuestionSchema>;
export type InternshipQuestionPayload = z.output<typeof internshipQuestionSchema>;

/** An internship question as staff read it, with staff's answer once given. */
export interface InternshipQuestionRecord extends RecordBase {
  university: string | null;
  question: string;
  internshipInterest: string | null;
  response: string | null;
  respondedBy: string | null;
  respondedAt: string | null;
}

/** Staff's answer to an internship question; it is mailed to the asker. */
export const questionAnswerSchema = z.object({
  response: requiredText({
    label: 'Response',
    required: 'Response is required',
    max: { length: 5000 },
  }),
  respondedBy: requiredText({
    label: 'Responded by',
    required: 'Responded by is required',
    max: { length: 100 },
  }),
});

export type QuestionAnswer = z.output<typeof questionAnswerSchema>;

/** An answer as the gateway asks the recruiting service: `actorId` is the signed-in staff member. */
export const answerRequestSchema = z.extend(questionAnswerSchema, actorSchema.shape);

export type AnswerRequest = RecordRef & z.output<typeof answerRequestSchema>;

const labels = {
  ...VISITOR_LABELS,
  university: 'University',
  internshipInterest: 'Interest',
  question: 'Question',
} as const;

const due = {
  priority: 'normal',
  nextResponseHours: EMAIL_ANSWER_HOURS,
  businessHours: true,
} satisfies DuePolicy;

/** A question about the internship programme, answered by staff through the console. */
export const internshipQuestion = defineKind({
  id: 'internship-question',
  schema: internshipQuestionSchema,
  record: shape<InternshipQuestionRecord>(),
  labels,
  options: { internshipInterest: INTERNSHIP_QUESTION_INTERESTS },
  service: ServiceName.Recruiting,
  publicRoute: 'internship/question',
  staffPath: 'internship/questions',
  recordTitle: 'Internship question',
  sectionTitle: 'Internship Questions',
  consoleSection: 'internship-questions',
  dashboard: { card: 'internships', figures: { questions: 'total' } },
  statuses: [],
  staffSetsStatus: false,
  work: { closedStatuses: [], due },
  queue: QueueName.Recruiting,
  job: JobName.InternshipQuestionAsked,
  receipt: {
    title: 'Question Sent!',
    message: 'Thanks for asking. Our internship team will answer by email shortly.',
  },
  mail: {
    confirmation: MailTemplate.InternshipQuestionConfirmation,
    alert: MailTemplate.InternshipQuestionAlert,
    mailbox: StaffMailbox.Internships,
  },
  retentionMonths: 36,
  defaultLimit: 50,
  searchFields: ['name', 'email', 'question'],
  orderBy: 'createdAt',
  exportColumns: {
    ...labels,
    response: 'Response',
    respondedBy: 'Responded by',
    respondedAt: 'Responded at',
  },
});
