import { z } from '../zod';
import {
  LIMITS,
  emailField,
  nameField,
  optionalOption,
  optionalText,
  phoneField,
  requiredOption,
  requiredText,
  VISITOR_LABELS,
} from '../fields';
import { MailTemplate, StaffMailbox } from '../mail-templates';
import { EXPERIENCE_LEVELS, values } from '../options';
import { GENERAL_POSITION, JOB_POSITIONS } from '../positions';
import { JobName, QueueName } from '../queues';
import type { RecordBase } from '../records/base';
import { ServiceName } from '../rpc';
import { EMAIL_ANSWER_HOURS, type DuePolicy } from '../records/due';
import { defineKind, shape } from './define-kind';

const skillsRule = {
  label: 'Skills',
  required: 'Skills are required',
  min: {
    length: 10,
    message: 'Please provide more details about your skills (at least 10 characters)',
  },
  max: { length: LIMITS.message },
};

/** Application for one open position (multipart, with the resume file beside these fields). */
export const jobApplicationSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField('Phone number is required'),
  experience: requiredOption(values.experienceLevels, 'Experience is required', 'experience'),
  skills: requiredText(skillsRule),
  coverLetter: requiredText({
    label: 'Cover letter',
    required: 'Cover letter is required',
    min: { length: 50, message: 'Cover letter must be at least 50 characters' },
    max: { length: LIMITS.longText },
  }),
  jobId: optionalText('Job', 20),
  jobTitle: optionalText('Job title', LIMITS.shortText),
});

/** General resume ('Submit Your Resume'): only name and email are checked as required. */
export const resumeSubmissionSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField(),
  experience: optionalOption(values.experienceLevels, 'experience'),
  skills: optionalText('Skills', LIMITS.message),
  coverLetter: optionalText('Cover letter', LIMITS.longText),
});

export type JobApplicationInput = z.input<typeof jobApplicationSchema>;
export type JobApplicationPayload = z.output<typeof jobApplicationSchema>;
export type ResumeSubmissionInput = z.input<typeof resumeSubmissionSchema>;
export type ResumeSubmissionPayload = z.output<typeof resumeSubmissionSchema>;

/** What a resume may be: checked by the file's first bytes, not only its name. */
export const RESUME_RULES = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['.pdf', '.doc', '.docx'],
  accept: '.pdf,.doc,.docx',
  messages: {
    required: 'Resume is required',
    type: 'Resume must be a PDF, DOC or DOCX file',
    size: 'Resume must be 5 MB or smaller',
  },
} as const;

/** A job application as staff read it. */
export interface JobApplicationRecord extends RecordBase {
  /** Blank means a general application (the 'Submit Your Resume' form). */
  jobTitle: string | null;
  jobId: string | null;
  experience: string | null;
  skills: string | null;
  coverLetter: string | null;
  /** The staff route that streams the resume back. */
  resumeUrl: string;
  resumeName: string;
  resumeType: string;
  resumeSize: number;
  status: string;
}

const { resume, ...fields } = {
  jobTitle: 'Position',
  ...VISITOR_LABELS,
  experience: 'Experience',
  skills: 'Skills',
  coverLetter: 'Cover letter',
  resume: 'Resume',
} as const;

const due = {
  priority: 'low',
  nextResponseHours: EMAIL_ANSWER_HOURS,
  businessHours: true,
} satisfies DuePolicy;

/** An application for an open position, or a general resume sent without one. */
export const jobApplication = defineKind({
  id: 'job-application',
  schema: jobApplicationSchema,
  record: shape<JobApplicationRecord>(),
  labels: { ...fields, resume },
  options: { experience: EXPERIENCE_LEVELS },
  service: ServiceName.Recruiting,
  publicRoute: 'job-application',
  staffPath: 'job-application',
  recordTitle: 'Job application',
  sectionTitle: 'Job Applications',
  consoleSection: 'job-applications',
  dashboard: {
    card: 'jobApplications',
    figures: { total: 'total', applied: 'applied', screening: 'screening' },
  },
  statuses: ['applied', 'screening', 'interviewing', 'hired', 'rejected'],
  staffSetsStatus: true,
  work: { closedStatuses: ['hired', 'rejected'], due },
  queue: QueueName.Recruiting,
  job: JobName.JobApplicationSubmitted,
  receipt: {
    title: 'Application Submitted!',
    message: 'Thank you for applying. Our hiring team will review your application and reach out.',
  },
  otherForms: [
    {
      schema: resumeSubmissionSchema,
      publicRoute: 'job-application/resume',
      job: JobName.ResumeSubmitted,
      receipt: {
        title: 'Resume Submitted!',
        message: "Thank you! We'll keep your resume on file and contact you when a role fits.",
      },
    },
  ],
  resume: 'required',
  mail: {
    confirmation: MailTemplate.JobApplicationConfirmation,
    alert: MailTemplate.JobApplicationAlert,
    mailbox: StaffMailbox.Careers,
  },
  retentionMonths: 12,
  defaultLimit: 50,
  searchFields: ['name', 'email', 'jobTitle'],
  orderBy: 'createdAt',
  filters: {
    position: {
      label: 'Position',
      column: 'jobId',
      values: [...JOB_POSITIONS.map(({ id }) => String(id)), GENERAL_POSITION],
      none: GENERAL_POSITION,
    },
  },
  // The resume is its file name in a CSV: the link to it needs a session anyway.
  exportColumns: { ...fields, resumeName: resume },
});

export type JobApplicationStatus = (typeof jobApplication.statuses)[number];
