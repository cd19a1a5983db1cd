import { z } from '../zod';
import {
  LIMITS,
  companyField,
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
import {
  DEVELOPER_HIRE_BUDGETS,
  DEVELOPER_HIRE_PROJECT_TYPES,
  DEVELOPER_HIRE_TIMELINES,
  values,
} from '../options';
import { JobName, QueueName } from '../queues';
import type { RecordBase } from '../records/base';
import { ServiceName } from '../rpc';
import { EMAIL_ANSWER_HOURS, firstResponseHours, within, type DuePolicy } from '../records/due';
import { defineKind, shape } from './define-kind';

/** The hire request in the 'Contact <developer>' dialog on /hire-developers. */
export const developerHireSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField(),
  company: companyField,
  projectType: requiredOption(
    values.developerHireProjectTypes,
    'Project type is required',
    'project type',
  ),
  budget: optionalOption(values.developerHireBudgets, 'budget'),
  timeline: optionalOption(values.developerHireTimelines, 'timeline'),
  message: requiredText({
    label: 'Project details',
    required: 'Project details are required',
    min: {
      length: 20,
      message: 'Please provide more details about your project (at least 20 characters)',
    },
    max: { length: LIMITS.message },
  }),
  developerId: optionalText('Developer', 20),
});

export type DeveloperHireInput = z.input<typeof developerHireSchema>;
export type DeveloperHirePayload = z.output<typeof developerHireSchema>;

/** A developer-hire request as staff read it. */
export interface DeveloperHireRecord extends RecordBase {
  company: string | null;
  projectType: string;
  budget: string | null;
  timeline: string | null;
  message: string;
  developerId: string | null;
  status: string;
}

const labels = {
  ...VISITOR_LABELS,
  company: 'Company',
  projectType: 'Project type',
  budget: 'Budget',
  timeline: 'Timeline',
  developerId: 'Developer',
  message: 'Project details',
} as const;

const due = {
  priority: 'normal',
  nextResponseHours: EMAIL_ANSWER_HOURS,
  businessHours: false,
} satisfies DuePolicy;

/** A request to hire one of the developers on /hire-developers. */
export const developerHire = defineKind({
  id: 'developer-hire',
  schema: developerHireSchema,
  record: shape<DeveloperHireRecord>(),
  labels,
  options: {
    projectType: DEVELOPER_HIRE_PROJECT_TYPES,
    budget: DEVELOPER_HIRE_BUDGETS,
    timeline: DEVELOPER_HIRE_TIMELINES,
  },
  service: ServiceName.Lead,
  publicRoute: 'developer-hire',
  staffPath: 'developer-hire',
  recordTitle: 'Developer hire request',
  sectionTitle: 'Developer Hires',
  consoleSection: 'developer-hires',
  dashboard: {
    card: 'developerHires',
    figures: { total: 'total', new: 'new', reviewing: 'reviewing' },
  },
  statuses: ['new', 'reviewing', 'interviewing', 'hired', 'rejected'],
  staffSetsStatus: true,
  work: { closedStatuses: ['hired', 'rejected'], due },
  queue: QueueName.Lead,
  job: JobName.DeveloperHireRequested,
  receipt: {
    title: 'Request Sent!',
    message: `Thanks for your interest. We'll get back to you about this developer ${within(firstResponseHours(due))}.`,
  },
  mail: {
    confirmation: MailTemplate.DeveloperHireConfirmation,
    alert: MailTemplate.DeveloperHireAlert,
    mailbox: StaffMailbox.Sales,
  },
  retentionMonths: 36,
  defaultLimit: 50,
  searchFields: ['name', 'email', 'company', 'projectType'],
  orderBy: 'createdAt',
  exportColumns: labels,
});

export type DeveloperHireStatus = (typeof developerHire.statuses)[number];
