import type { WorkedKind } from '../records';

/** GET /admin/dashboard/stats: a fixed shape, which the dashboard's cards read field for field. */
export interface DashboardStats {
  contacts: { total: number; new: number; pending: number };
  scheduleCalls: { total: number; scheduled: number; completed: number };
  consultations: { total: number; pending: number; scheduled: number };
  developerHires: { total: number; new: number; reviewing: number };
  jobApplications: { total: number; applied: number; screening: number };
  internships: { applications: number; questions: number };
  newsletter: { total: number; active: number; recent: number };
}

/** Every count zero: what the dashboard shows while its counts cannot be read. */
export const EMPTY_DASHBOARD_STATS: DashboardStats = {
  contacts: { total: 0, new: 0, pending: 0 },
  scheduleCalls: { total: 0, scheduled: 0, completed: 0 },
  consultations: { total: 0, pending: 0, scheduled: 0 },
  developerHires: { total: 0, new: 0, reviewing: 0 },
  jobApplications: { total: 0, applied: 0, screening: 0 },
  internships: { applications: 0, questions: 0 },
  newsletter: { total: 0, active: 0, recent: 0 },
};

/** Figures of one kind for the dashboard: what waits, what is overdue, how fast we answer. */
export interface WorkloadOfKind {
  /** Not answered and not closed. */
  waiting: number;
  /** A follow-up date in the past. */
  overdue: number;
  /** Median hours from submission to first reply over the last 30 days; null with none. */
  medianFirstReplyHours: number | null;
  /** How many records of the last 30 days were answered (the median's sample). */
  repliedIn30Days: number;
  /** The site's promise: its kind's first response (`firstResponseHours(work.due)`). */
  replyWithinHours: number;
}

/** GET /api/admin/dashboard/workload: every worked kind's figures. */
export type Workload = Partial<Record<WorkedKind, WorkloadOfKind>>;
