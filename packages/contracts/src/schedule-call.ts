import { z } from 'zod';
import {
  LIMITS,
  companyField,
  emailField,
  nameField,
  optionalText,
  phoneField,
  requiredOption,
  VISITOR_LABELS,
} from './fields';
import { values } from './options';
import type { RecordBase } from './triage';

/** 'Schedule a Call' dialog on /about. */
export const scheduleCallSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField('Phone number is required'),
  company: companyField,
  purpose: requiredOption(values.callPurposes, 'Call purpose is required', 'call purpose'),
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

/** The label of each field of a call request, in the staff alert and the console alike. */
export const CALL_LABELS = {
  ...VISITOR_LABELS,
  company: 'Company',
  purpose: 'Purpose',
  preferredTime: 'Preferred time',
  message: 'Additional information',
} as const;
