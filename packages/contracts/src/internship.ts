import { z } from 'zod';
import {
  LIMITS,
  emailField,
  nameField,
  optionalOption,
  optionalText,
  phoneField,
  requiredText,
  VISITOR_LABELS,
} from './fields';
import { values } from './options';
import type { InternshipStatus } from './statuses';
import type { RecordBase, RecordRef } from './triage';

/** Internship application (multipart; the resume is optional). `course` is the form's major. */
export const internshipApplicationSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField(),
  university: requiredText({
    label: 'University',
    required: 'University is required',
    max: { length: LIMITS.shortText },
  }),
  course: requiredText({
    label: 'Major/Course',
    required: 'Major/Course is required',
    max: { length: LIMITS.shortText },
  }),
  year: optionalOption(values.graduationYears, 'graduation year'),
  skills: optionalText('Skills', LIMITS.message),
  experience: optionalText('Experience', LIMITS.message),
  motivation: requiredText({
    label: 'Motivation',
    required: 'Motivation is required',
    min: {
      length: 50,
      message: 'Please provide more details about your motivation (at least 50 characters)',
    },
    max: { length: LIMITS.longText },
  }),
  availability: optionalOption(values.availabilities, 'availability'),
  portfolioUrl: optionalText('Portfolio URL', LIMITS.url).refine(
    (url) => url === undefined || /^https?:\/\/\S+$/i.test(url),
    { error: 'Please enter a valid URL starting with http:// or https://' },
  ),
});

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
  internshipInterest: optionalOption(values.questionInterests, 'area of interest'),
});

export type InternshipApplicationInput = z.input<typeof internshipApplicationSchema>;
export type InternshipApplicationPayload = z.output<typeof internshipApplicationSchema>;
export type InternshipQuestionInput = z.input<typeof internshipQuestionSchema>;
export type InternshipQuestionPayload = z.output<typeof internshipQuestionSchema>;

/** An internship application as staff read it. */
export interface InternshipApplicationRecord extends RecordBase {
  university: string;
  course: string;
  year: string | null;
  skills: string | null;
  experience: string | null;
  motivation: string;
  availability: string | null;
  portfolioUrl: string | null;
  /** The staff route that streams the resume back, when one was sent. */
  resumeUrl: string | null;
  resumeName: string | null;
  /** The media type the gateway found in the resume's first bytes. */
  resumeType: string | null;
  status: InternshipStatus;
}

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

/** An answer as the gateway asks the recruiting service: `sentBy` is the signed-in staff member. */
export const answerRequestSchema = questionAnswerSchema.extend({
  sentBy: z.string().min(1).max(LIMITS.email),
});

export type AnswerRequest = RecordRef & z.output<typeof answerRequestSchema>;

/** The label of each field of an internship application, in the staff alert and the console alike. */
export const INTERNSHIP_APPLICATION_LABELS = {
  ...VISITOR_LABELS,
  university: 'University',
  course: 'Major/Course',
  year: 'Graduation year',
  availability: 'Availability',
  skills: 'Skills',
  experience: 'Experience',
  motivation: 'Motivation',
  portfolioUrl: 'Portfolio',
  resume: 'Resume',
} as const;

/** The label of each field of an internship question, in the staff alert and the console alike. */
export const INTERNSHIP_QUESTION_LABELS = {
  ...VISITOR_LABELS,
  university: 'University',
  internshipInterest: 'Interest',
  question: 'Question',
} as const;
