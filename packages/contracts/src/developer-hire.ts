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
  requiredText,
  VISITOR_LABELS,
} from './fields';
import { values } from './options';
import type { RecordBase } from './triage';

/** The hire request in the 'Contact <developer>' dialog on /hire-developers. */
export const developerHireSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField(),
  company: companyField,
  projectType: requiredOption(values.hireProjectTypes, 'Project type is required', 'project type'),
  budget: optionalOption(values.hireBudgets, 'budget'),
  timeline: optionalOption(values.hireTimelines, 'timeline'),
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

/** The label of each field of a developer-hire request, in the staff alert and the console alike. */
export const DEVELOPER_HIRE_LABELS = {
  ...VISITOR_LABELS,
  company: 'Company',
  projectType: 'Project type',
  budget: 'Budget',
  timeline: 'Timeline',
  developerId: 'Developer',
  message: 'Project details',
} as const;
