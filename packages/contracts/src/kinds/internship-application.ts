import { z } from '../zod';
import {
  LIMITS,
  emailField,
  nameField,
  optionalOption,
  optionalText,
  phoneField,
  requiredText,
  VISITOR_LABELS,
} from '../fields';
import { MailTemplate, StaffMailbox } from '../mail-templates';
import { AVAILABILITIES, values } from '../options';
import { JobName, QueueName } from '../queues';
import type { RecordBase } from '../records/base';
import { ServiceName } from '../rpc';
import { EMAIL_ANSWER_HOURS, type DuePolicy } from '../records/due';
import { defineKind, shape } from './define-kind';

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
  portfolioUrl: optionalText('Portfolio URL', LIMITS.url).check(
    z.refine((url) => url === undefined || /^https?:\/\/\S+$/i.test(url), {
      error: 'Please enter a valid URL starting with http:// or https://',
    }),
  ),
});

export type InternshipApplicationInput = z.input<typeof internshipApplicationSchema>;
export type InternshipApplicationPayload = z.output<typeof internshipApplicationSchema>;

const STATUSES = ['new', 'reviewing', 'interview', 'accepted', 'rejected'] as const;

export type InternshipApplicationStatus = (typeof STATUSES)[number];

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
  status: InternshipApplicationStatus;
}

const { resume, ...fields } = {
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

const due = {
  priority: 'low',
  nextResponseHours: EMAIL_ANSWER_HOURS,
  businessHours: true,
} satisfies DuePolicy;

/** An application to the internship programme, with a resume when the student sent one. */
export const internshipApplication = defineKind({
  id: 'internship-application',
  schema: internshipApplicationSchema,
  record: shape<InternshipApplicationRecord>(),
  labels: { ...fields, resume },
  options: { availability: AVAILABILITIES },
  service: ServiceName.Recruiting,
  publicRoute: 'internship/application',
  staffPath: 'internship/applications',
  recordTitle: 'Internship application',
  sectionTitle: 'Internship Applications',
  consoleSection: 'internship-applications',
  dashboard: { card: 'internships', figures: { applications: 'total' } },
  statuses: STATUSES,
  staffSetsStatus: true,
  work: { closedStatuses: ['accepted', 'rejected'], due },
  queue: QueueName.Recruiting,
  job: JobName.InternshipApplicationSubmitted,
  receipt: {
    title: 'Application Submitted!',
    message: "Thank you for applying to our internship program. We'll be in touch soon.",
  },
  resume: 'optional',
  mail: {
    confirmation: MailTemplate.InternshipApplicationConfirmation,
    alert: MailTemplate.InternshipApplicationAlert,
    mailbox: StaffMailbox.Internships,
  },
  retentionMonths: 12,
  defaultLimit: 50,
  searchFields: ['name', 'email', 'university', 'course'],
  orderBy: 'createdAt',
  // The resume is its file name in a CSV: the link to it needs a session anyway.
  exportColumns: { ...fields, resumeName: resume },
});
