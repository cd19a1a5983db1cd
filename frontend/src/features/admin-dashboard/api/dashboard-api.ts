import type { Availability } from '@bytecraft/contracts/records/assignment';
import type { Workload, DashboardStats } from '@bytecraft/contracts/records/dashboard';
import type { SlaReport } from '@bytecraft/contracts/records/sla';
import { staffApi, type Envelope } from '../../../lib/staff-api';

/**
 * GET /api/health/details (staff): 200 with status 'ok' when everything answers, 503 with
 * 'error' otherwise, asked afresh.
 */
export interface HealthReport {
  status: 'ok' | 'error';
  /** Tables across the services' databases (the dashboard's 'N Tables'). */
  tables?: number;
}

const DAY_MS = 24 * 3_600_000;

/** The SLA report's query over the `days` up to now, as JSON or as the CSV file. */
export const slaQuery = (days: number, now: number, format?: 'csv') =>
  new URLSearchParams({
    from: new Date(now - days * DAY_MS).toISOString(),
    to: new Date(now).toISOString(),
    ...(format ? { format } : {}),
  }).toString();

export const dashboardApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    dashboardStats: build.query<DashboardStats, void>({
      query: () => 'admin/dashboard/stats',
      transformResponse: (body: Envelope<DashboardStats>) => body.data,
      providesTags: ['DashboardStats'],
    }),
    workload: build.query<Workload, void>({
      query: () => 'admin/dashboard/workload',
      transformResponse: (body: Envelope<Workload>) => body.data,
      // Moved by the same changes as the counts: a reply, an owner, a follow-up, a status.
      providesTags: ['DashboardStats'],
    }),
    /** The promises kept and missed over the `days` up to the moment it is asked. */
    slaReport: build.query<SlaReport, { days: number }>({
      query: ({ days }) => `admin/sla?${slaQuery(days, Date.now())}`,
      transformResponse: (body: Envelope<SlaReport>) => body.data,
      // A reply keeps a promise: the same changes as the counts move it.
      providesTags: ['DashboardStats'],
    }),
    myAvailability: build.query<Availability, void>({
      query: () => 'admin/availability',
      transformResponse: (body: Envelope<Availability>) => body.data,
    }),
    setMyAvailability: build.mutation<Availability, Availability>({
      query: (body) => ({ url: 'admin/availability', method: 'PUT', body }),
      transformResponse: (body: Envelope<Availability>) => body.data,
      // What the server kept is what the form shows next; a refusal is the caller's to show.
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) {
          dispatch(
            dashboardApi.util.updateQueryData('myAvailability', undefined, () => answer.data),
          );
        }
      },
    }),
    health: build.query<HealthReport, void>({
      // 503 still carries the report: it is an answer ('Disconnected'), not a failed call.
      query: () => ({
        url: 'health/details',
        validateStatus: (response: Response) => response.status === 200 || response.status === 503,
      }),
    }),
  }),
});

export const {
  useDashboardStatsQuery,
  useWorkloadQuery,
  useSlaReportQuery,
  useHealthQuery,
  useMyAvailabilityQuery,
  useSetMyAvailabilityMutation,
} = dashboardApi;
