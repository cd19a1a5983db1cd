import { z } from 'zod';
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
} from './fields';
import { values } from './options';
import type { RecordBase } from './triage';

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

/** The label of each field of a contact message, in the staff alert and the console alike. */
export const CONTACT_LABELS = {
  ...VISITOR_LABELS,
  company: 'Company',
  service: 'Service',
  budget: 'Budget',
  timeline: 'Timeline',
  message: 'Message',
} as const;
