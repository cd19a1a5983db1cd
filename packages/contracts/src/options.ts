/**
 * Every option list of the public forms, as the spec gives them: the value is what is sent and
 * stored, the label what a visitor reads.
 */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

const valuesOf = <const O extends readonly [Option, ...Option[]]>(options: O) =>
  options.map((o) => o.value) as unknown as { [K in keyof O]: O[K]['value'] };

export const CONTACT_SERVICES = [
  { value: 'ai-ml', label: 'AI & Machine Learning' },
  { value: 'cloud', label: 'Cloud Solutions' },
  { value: 'cybersecurity', label: 'Cybersecurity' },
  { value: 'fullstack', label: 'Full-Stack Development' },
  { value: 'blockchain', label: 'Blockchain' },
  { value: 'iot', label: 'IoT Solutions' },
  { value: 'devops', label: 'DevOps & Automation' },
  { value: 'data-analytics', label: 'Data Analytics' },
  { value: 'mobile', label: 'Mobile Development' },
  { value: 'ui-ux', label: 'UI/UX Design' },
  { value: 'consulting', label: 'IT Consulting' },
  { value: 'other', label: 'Other' },
] as const;

export const CONTACT_BUDGETS = [
  { value: 'under-25k', label: 'Under ₹20,00,000' },
  { value: '25k-50k', label: '₹20,00,000 - ₹40,00,000' },
  { value: '50k-100k', label: '₹40,00,000 - ₹80,00,000' },
  { value: '100k-250k', label: '₹80,00,000 - ₹2,00,00,000' },
  { value: '250k-500k', label: '₹2,00,00,000 - ₹4,00,00,000' },
  { value: '500k-plus', label: 'Over ₹4,00,00,000' },
] as const;

export const CONTACT_TIMELINES = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-month', label: 'Within 1 month' },
  { value: '2-3-months', label: '2-3 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: '6-months-plus', label: '6+ months' },
  { value: 'flexible', label: 'Flexible' },
] as const;

/** Consultation budgets. */
export const CONSULTATION_BUDGETS = [
  { value: 'under-10k', label: 'Under ₹8,00,000' },
  { value: '10k-25k', label: '₹8,00,000 - ₹20,00,000' },
  { value: '25k-50k', label: '₹20,00,000 - ₹40,00,000' },
  { value: '50k-100k', label: '₹40,00,000 - ₹80,00,000' },
  { value: 'over-100k', label: 'Over ₹80,00,000' },
  { value: 'discuss', label: "Let's discuss" },
] as const;

export const CONSULTATION_TIMELINES = [
  { value: 'asap', label: 'As soon as possible' },
  { value: '1-month', label: 'Within 1 month' },
  { value: '3-months', label: 'Within 3 months' },
  { value: '6-months', label: 'Within 6 months' },
  { value: 'flexible', label: 'Flexible' },
] as const;

/** The consultation's service is one of the catalogue's twelve service titles. */
export const CONSULTATION_SERVICES = [
  { value: 'AI & Machine Learning', label: 'AI & Machine Learning' },
  { value: 'Cloud Computing', label: 'Cloud Computing' },
  { value: 'Cybersecurity', label: 'Cybersecurity' },
  { value: 'Full-Stack Development', label: 'Full-Stack Development' },
  { value: 'Blockchain Solutions', label: 'Blockchain Solutions' },
  { value: 'Digital Transformation', label: 'Digital Transformation' },
  { value: 'Mobile App Development', label: 'Mobile App Development' },
  { value: 'Data Engineering', label: 'Data Engineering' },
  { value: 'IoT Solutions', label: 'IoT Solutions' },
  { value: 'RPA & Automation', label: 'RPA & Automation' },
  { value: 'Quantum Computing', label: 'Quantum Computing' },
  { value: 'Network Infrastructure', label: 'Network Infrastructure' },
] as const;

export const SCHEDULE_CALL_PURPOSES = [
  { value: 'consultation', label: 'Consultation' },
  { value: 'project-discussion', label: 'Project Discussion' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'support', label: 'Support' },
  { value: 'other', label: 'Other' },
] as const;

export const PREFERRED_TIMES = [
  { value: 'morning', label: 'Morning (9 AM - 12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM - 5 PM)' },
  { value: 'evening', label: 'Evening (5 PM - 8 PM)' },
  { value: 'flexible', label: 'Flexible' },
] as const;

export const DEVELOPER_HIRE_PROJECT_TYPES = [
  { value: 'web-development', label: 'Web Development' },
  { value: 'mobile-app', label: 'Mobile App' },
  { value: 'ai-ml', label: 'AI / Machine Learning' },
  { value: 'blockchain', label: 'Blockchain' },
  { value: 'consulting', label: 'Consulting' },
  { value: 'other', label: 'Other' },
] as const;

export const DEVELOPER_HIRE_BUDGETS = [
  { value: 'under-5k', label: 'Under ₹4,00,000' },
  { value: '5k-10k', label: '₹4,00,000 - ₹8,00,000' },
  { value: '10k-25k', label: '₹8,00,000 - ₹20,00,000' },
  { value: '25k-50k', label: '₹20,00,000 - ₹40,00,000' },
  { value: 'over-50k', label: 'Over ₹40,00,000' },
  { value: 'discuss', label: "Let's discuss" },
] as const;

export const DEVELOPER_HIRE_TIMELINES = CONSULTATION_TIMELINES;

export const EXPERIENCE_LEVELS = [
  { value: '0-1', label: '0-1 years' },
  { value: '1-3', label: '1-3 years' },
  { value: '3-5', label: '3-5 years' },
  { value: '5-10', label: '5-10 years' },
  { value: '10+', label: '10+ years' },
] as const;

export const GRADUATION_YEARS = [
  { value: '2024', label: '2024' },
  { value: '2025', label: '2025' },
  { value: '2026', label: '2026' },
  { value: '2027', label: '2027' },
  { value: '2028', label: '2028' },
  { value: 'other', label: 'Other' },
] as const;

export const AVAILABILITIES = [
  { value: 'full-time', label: 'Full-time (40 hours/week)' },
  { value: 'part-time', label: 'Part-time (20-30 hours/week)' },
  { value: 'flexible', label: 'Flexible' },
] as const;

export const INTERNSHIP_QUESTION_INTERESTS = [
  { value: 'software-development', label: 'Software Development' },
  { value: 'ai-ml', label: 'AI / Machine Learning' },
  { value: 'mobile-app', label: 'Mobile App Development' },
  { value: 'data-engineering', label: 'Data Engineering' },
  { value: 'cybersecurity', label: 'Cybersecurity' },
  { value: 'cloud-computing', label: 'Cloud Computing' },
  { value: 'general', label: 'General' },
] as const;

export const values = {
  contactServices: valuesOf(CONTACT_SERVICES),
  contactBudgets: valuesOf(CONTACT_BUDGETS),
  contactTimelines: valuesOf(CONTACT_TIMELINES),
  consultationBudgets: valuesOf(CONSULTATION_BUDGETS),
  consultationTimelines: valuesOf(CONSULTATION_TIMELINES),
  consultationServices: valuesOf(CONSULTATION_SERVICES),
  scheduleCallPurposes: valuesOf(SCHEDULE_CALL_PURPOSES),
  preferredTimes: valuesOf(PREFERRED_TIMES),
  developerHireProjectTypes: valuesOf(DEVELOPER_HIRE_PROJECT_TYPES),
  developerHireBudgets: valuesOf(DEVELOPER_HIRE_BUDGETS),
  developerHireTimelines: valuesOf(DEVELOPER_HIRE_TIMELINES),
  experienceLevels: valuesOf(EXPERIENCE_LEVELS),
  graduationYears: valuesOf(GRADUATION_YEARS),
  availabilities: valuesOf(AVAILABILITIES),
  internshipQuestionInterests: valuesOf(INTERNSHIP_QUESTION_INTERESTS),
} as const;

/** The label a visitor picked, for mail and screens; unknown values are shown as sent. */
export function labelOf(options: readonly Option[], value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return options.find((option) => option.value === value)?.label ?? value;
}

/** A form's option lists, by the field whose choices they are. */
export type FieldOptions = Readonly<Record<string, readonly Option[]>>;

/** The labels of the options a submission picked, by field (`labelOf` each). */
export const optionLabels = (
  options: FieldOptions,
  data: Readonly<Record<string, unknown>>,
): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(options).map(([field, list]) => [
      field,
      labelOf(list, data[field] as string | undefined),
    ]),
  );
