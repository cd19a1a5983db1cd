/**
 * The open positions as the application form sends them (`jobId`, `jobTitle`), one home for the
 * careers page (frontend/src/content/jobs.ts adds each opening's text) and for staff filtering
 * job applications by position.
 */
export const JOB_POSITIONS = [
  { id: 1, title: 'Senior Full-Stack Engineer' },
  { id: 2, title: 'Cloud DevOps Engineer' },
  { id: 3, title: 'Product Manager, AI Solutions' },
  { id: 4, title: 'UI/UX Designer' },
  { id: 5, title: 'Data Engineer' },
  { id: 6, title: 'Sales Engineer' },
] as const;

export type JobPosition = (typeof JOB_POSITIONS)[number];

/** The position filter's value for a general resume, sent without a job. */
export const GENERAL_POSITION = 'general';

/** The opening of this id: typed by id, so content naming an opening not listed here does not compile. */
export function jobPosition(id: JobPosition['id']): JobPosition {
  return JOB_POSITIONS.find((position) => position.id === id)!;
}
