import { z } from '../zod';
import {
  LIMITS,
  companyField,
  emailField,
  nameField,
  optionalOption,
  phoneField,
  requiredOption,
  requiredText,
  VISITOR_LABELS,
} from '../fields';
import { MailTemplate, StaffMailbox } from '../mail-templates';
import { CONTACT_BUDGETS, CONTACT_SERVICES, CONTACT_TIMELINES, values } from '../options';
import { JobName, QueueName } from '../queues';
import type { RecordBase } from '../records/base';
import { ServiceName } from '../rpc';
import { EMAIL_ANSWER_HOURS, firstResponseHours, within, type DuePolicy } from '../records/due';
import { defineKind, shape } from './define-kind';

/** The /contact page's 'Start Your Project' form. */
export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  company: companyField,
  phone: phoneField(),
  service: requiredOption(values.contactServices, 'Service selection is required', 'service'),
  budget: optionalOption(values.contactBudgets, 'budget'),
  message: requiredText({
    label: 'Message',
    required: 'Message is required',
    min: { length: 10, message: 'Message must be at least 10 characters' },
    max: { length: LIMITS.message },
  }),
  timeline: optionalOption(values.contactTimelines, 'timeline'),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactPayload = z.output<typeof contactSchema>;

/** A contact message as staff read it. */
export interface ContactRecord extends RecordBase {
  company: string | null;
  service: string;
  budget: string | null;
  timeline: string | null;
  message: string;
  status: string;
}

const labels = {
  ...VISITOR_LABELS,
  company: 'Company',
  service: 'Service',
  budget: 'Budget',
  timeline: 'Timeline',
  message: 'Message',
} as const;

const due = {
  priority: 'normal',
  nextResponseHours: EMAIL_ANSWER_HOURS,
  businessHours: false,
} satisfies DuePolicy;

/** A message from the /contact page. */
export const contact = defineKind({
  id: 'contact',
  schema: contactSchema,
  record: shape<ContactRecord>(),
  labels,
  options: { service: CONTACT_SERVICES, budget: CONTACT_BUDGETS, timeline: CONTACT_TIMELINES },
  service: ServiceName.Lead,
  publicRoute: 'contact',
  staffPath: 'contact',
  recordTitle: 'Contact form',
  sectionTitle: 'Contact Forms',
  consoleSection: 'contacts',
  // A contact is 'pending' on the dashboard while someone is on it.
  dashboard: { card: 'contacts', figures: { total: 'total', new: 'new', pending: 'in_progress' } },
  statuses: ['new', 'in_progress', 'resolved', 'closed'],
  staffSetsStatus: true,
  // A visitor who answers a resolved contact still needs someone on it.
  work: { closedStatuses: ['resolved', 'closed'], due, reopensTo: 'in_progress' },
  queue: QueueName.Lead,
  job: JobName.ContactSubmitted,
  receipt: {
    title: 'Message Sent!',
    message: `Thank you for reaching out. We'll send you a proposal ${within(firstResponseHours(due))}.`,
  },
  mail: {
    confirmation: MailTemplate.ContactConfirmation,
    alert: MailTemplate.ContactAlert,
    mailbox: StaffMailbox.Sales,
  },
  retentionMonths: 36,
  defaultLimit: 10,
  searchFields: ['name', 'email', 'company'],
  orderBy: 'createdAt',
  exportColumns: labels,
});

export type ContactStatus = (typeof contact.statuses)[number];
