import { z } from '../zod';
import {
  LIMITS,
  companyField,
  emailField,
  nameField,
  optionalText,
  phoneField,
  requiredOption,
  VISITOR_LABELS,
} from '../fields';
import { MailTemplate, StaffMailbox } from '../mail-templates';
import { PREFERRED_TIMES, SCHEDULE_CALL_PURPOSES, values } from '../options';
import { JobName, QueueName } from '../queues';
import type { RecordBase } from '../records/base';
import { ServiceName } from '../rpc';
import { EMAIL_ANSWER_HOURS, type DuePolicy } from '../records/due';
import { defineKind, shape } from './define-kind';

/** 'Schedule a Call' dialog on /about. */
export const scheduleCallSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField('Phone number is required'),
  company: companyField,
  purpose: requiredOption(values.scheduleCallPurposes, 'Call purpose is required', 'call purpose'),
  preferredTime: requiredOption(
    values.preferredTimes,
    'Preferred time is required',
    'preferred time',
  ),
  message: optionalText('Additional information', LIMITS.message),
});

export type ScheduleCallInput = z.input<typeof scheduleCallSchema>;
export type ScheduleCallPayload = z.output<typeof scheduleCallSchema>;

/** A call request as staff read it. */
export interface ScheduleCallRecord extends RecordBase {
  company: string | null;
  purpose: string;
  preferredTime: string;
  message: string | null;
  status: string;
}

const labels = {
  ...VISITOR_LABELS,
  company: 'Company',
  purpose: 'Purpose',
  preferredTime: 'Preferred time',
  message: 'Additional information',
} as const;

const due = {
  priority: 'normal',
  nextResponseHours: EMAIL_ANSWER_HOURS,
  businessHours: true,
} satisfies DuePolicy;

/** A request for a call at a time the visitor picked. */
export const scheduleCall = defineKind({
  id: 'schedule-call',
  schema: scheduleCallSchema,
  record: shape<ScheduleCallRecord>(),
  labels,
  options: { purpose: SCHEDULE_CALL_PURPOSES, preferredTime: PREFERRED_TIMES },
  service: ServiceName.Lead,
  publicRoute: 'schedule-call',
  staffPath: 'schedule-call',
  recordTitle: 'Call request',
  sectionTitle: 'Schedule Calls',
  consoleSection: 'schedule-calls',
  dashboard: {
    card: 'scheduleCalls',
    figures: { total: 'total', scheduled: 'scheduled', completed: 'completed' },
  },
  statuses: ['scheduled', 'completed', 'cancelled'],
  staffSetsStatus: true,
  work: { closedStatuses: ['completed', 'cancelled'], due },
  queue: QueueName.Lead,
  job: JobName.ScheduleCallSubmitted,
  receipt: {
    title: 'Call Scheduled!',
    message: "Thank you! We'll confirm your call at your preferred time shortly.",
  },
  mail: {
    confirmation: MailTemplate.ScheduleCallConfirmation,
    alert: MailTemplate.ScheduleCallAlert,
    mailbox: StaffMailbox.Sales,
  },
  retentionMonths: 36,
  defaultLimit: 50,
  searchFields: ['name', 'email', 'company'],
  orderBy: 'createdAt',
  exportColumns: labels,
});

export type ScheduleCallStatus = (typeof scheduleCall.statuses)[number];
