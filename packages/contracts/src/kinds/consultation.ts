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
  VISITOR_LABELS,
} from '../fields';
import { MailTemplate, StaffMailbox } from '../mail-templates';
import { CONSULTATION_BUDGETS, CONSULTATION_TIMELINES, values } from '../options';
import { JobName, QueueName } from '../queues';
import type { RecordBase } from '../records/base';
import { ServiceName } from '../rpc';
import { EMAIL_ANSWER_HOURS, firstResponseHours, within, type DuePolicy } from '../records/due';
import { defineKind, shape } from './define-kind';

/** 'Schedule Your Free Consultation' dialog on /services. */
export const consultationSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField(),
  company: companyField,
  service: requiredOption(values.consultationServices, 'Service selection is required', 'service'),
  budget: optionalOption(values.consultationBudgets, 'budget'),
  timeline: optionalOption(values.consultationTimelines, 'timeline'),
  message: optionalText('Project details', LIMITS.message),
});

export type ConsultationInput = z.input<typeof consultationSchema>;
export type ConsultationPayload = z.output<typeof consultationSchema>;

/** A consultation request as staff read it. */
export interface ConsultationRecord extends RecordBase {
  company: string | null;
  service: string;
  budget: string | null;
  timeline: string | null;
  message: string | null;
  status: string;
}

const labels = {
  ...VISITOR_LABELS,
  company: 'Company',
  service: 'Service',
  budget: 'Budget',
  timeline: 'Timeline',
  message: 'Project details',
} as const;

const due = {
  priority: 'normal',
  nextResponseHours: EMAIL_ANSWER_HOURS,
  businessHours: false,
} satisfies DuePolicy;

/** A request for a free consultation about one of the catalogue's services. */
export const consultation = defineKind({
  id: 'consultation',
  schema: consultationSchema,
  record: shape<ConsultationRecord>(),
  labels,
  options: { budget: CONSULTATION_BUDGETS, timeline: CONSULTATION_TIMELINES },
  service: ServiceName.Lead,
  publicRoute: 'consultation',
  staffPath: 'consultation',
  recordTitle: 'Consultation request',
  sectionTitle: 'Consultations',
  consoleSection: 'consultations',
  dashboard: {
    card: 'consultations',
    figures: { total: 'total', pending: 'pending', scheduled: 'scheduled' },
  },
  statuses: ['pending', 'scheduled', 'completed'],
  staffSetsStatus: true,
  work: { closedStatuses: ['completed'], due },
  queue: QueueName.Lead,
  job: JobName.ConsultationRequested,
  receipt: {
    title: 'Consultation Scheduled!',
    message: `Thank you! We'll contact you ${within(firstResponseHours(due))} to confirm your free consultation.`,
  },
  mail: {
    confirmation: MailTemplate.ConsultationConfirmation,
    alert: MailTemplate.ConsultationAlert,
    mailbox: StaffMailbox.Sales,
  },
  retentionMonths: 36,
  defaultLimit: 50,
  searchFields: ['name', 'email', 'company', 'service'],
  orderBy: 'createdAt',
  exportColumns: labels,
});

export type ConsultationStatus = (typeof consultation.statuses)[number];
