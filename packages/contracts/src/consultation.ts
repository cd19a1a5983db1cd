import { z } from 'zod';
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
} from './fields';
import { values } from './options';
import type { RecordBase } from './triage';

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

/** The label of each field of a consultation request, in the staff alert and the console alike. */
export const CONSULTATION_LABELS = {
  ...VISITOR_LABELS,
  company: 'Company',
  service: 'Service',
  budget: 'Budget',
  timeline: 'Timeline',
  message: 'Project details',
} as const;
