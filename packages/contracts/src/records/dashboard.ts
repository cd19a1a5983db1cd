import { KINDS, type RecordKind, type WorkedKind } from '../records';

type Kind = (typeof KINDS)[number];

type FigureNames<K> = K extends { dashboard: { figures: infer F } } ? keyof F : never;

/**
 * GET /admin/dashboard/stats: each card's figures as the kinds' definitions name them, which the
 * dashboard's cards read field for field.
 */
export type DashboardStats = {
  [C in Kind['dashboard']['card']]: Record<
    FigureNames<Extract<Kind, { dashboard: { card: C } }>>,
    number
  >;
};

/** The dashboard's stats, each figure `count`ed of its kind by what it counts. */
export function dashboardStatsOf(
  count: (kind: RecordKind, counted: string) => number,
): DashboardStats {
  const stats: Record<string, Record<string, number>> = {};
  for (const { id, dashboard } of KINDS) {
    const figures = Object.entries(dashboard.figures).map(([name, counted]) => [
      name,
      count(id, counted),
    ]);
    stats[dashboard.card] = { ...stats[dashboard.card], ...Object.fromEntries(figures) };
  }
  return stats as DashboardStats;
}

/** Every count zero: what the dashboard shows while its counts cannot be read. */
export const EMPTY_DASHBOARD_STATS = dashboardStatsOf(() => 0);

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
