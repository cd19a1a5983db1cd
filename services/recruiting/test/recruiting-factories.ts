import type { JobOf } from '@bytecraft/contracts/jobs';
import type { JobName, StoredFile } from '@bytecraft/contracts/queues';
import { randomBytes, randomUUID } from 'node:crypto';
import { buildInternshipApplication, buildJobApplication } from '@bytecraft/testing/factories';

const unique = () => randomBytes(3).toString('hex');

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** A resume as the gateway stored it: a random key named after the detected type. */
export const buildStoredResume = (
  kind: keyof typeof CONTENT_TYPES = 'pdf',
  originalName = `my cv.${kind}`,
): StoredFile => ({
  key: `resumes/${randomUUID()}.${kind}`,
  originalName,
  contentType: CONTENT_TYPES[kind],
  size: 2057,
});

/** The fields of the internship page's 'Ask Questions' dialog. */
export const buildInternshipQuestion = (overrides: Record<string, string | undefined> = {}) => ({
  name: 'Ananya Gupta',
  email: `ananya.${unique()}@example.com`,
  phone: '+91 90000 44444',
  university: 'BITS Pilani',
  question: 'Can I do the internship part-time during my final semester?',
  internshipInterest: 'ai-ml',
  ...overrides,
});

const submission = (data: object, receivedAt: string) => ({
  id: randomUUID(),
  receivedAt,
  data,
});

const now = () => new Date().toISOString();

/** The jobs the gateway publishes on the recruiting queue, one builder per job name. */
export const recruitingJobs = {
  jobApplication: (
    overrides: Record<string, string | undefined> = {},
    { receivedAt = now(), resume = buildStoredResume() } = {},
  ) =>
    submission(
      { ...buildJobApplication(overrides), resume },
      receivedAt,
    ) as JobOf<JobName.JobApplicationSubmitted>,

  /** 'Submit Your Resume': no opening, only name and email required. */
  generalResume: (
    overrides: Record<string, string | undefined> = {},
    { receivedAt = now(), resume = buildStoredResume('docx') } = {},
  ) => {
    const { name, email } = buildJobApplication(overrides);
    return submission({ name, email, resume }, receivedAt) as JobOf<JobName.ResumeSubmitted>;
  },

  internshipApplication: (
    overrides: Record<string, string | undefined> = {},
    { receivedAt = now(), resume }: { receivedAt?: string; resume?: StoredFile } = {},
  ) =>
    submission(
      { ...buildInternshipApplication(overrides), ...(resume ? { resume } : {}) },
      receivedAt,
    ) as JobOf<JobName.InternshipApplicationSubmitted>,

  internshipQuestion: (
    overrides: Record<string, string | undefined> = {},
    { receivedAt = now() } = {},
  ) =>
    submission(
      buildInternshipQuestion(overrides),
      receivedAt,
    ) as JobOf<JobName.InternshipQuestionAsked>,
};
