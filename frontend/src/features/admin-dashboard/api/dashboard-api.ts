import type { Workload, DashboardStats } from '@bytecraft/contracts/records/dashboard';
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
    health: build.query<HealthReport, void>({
      // 503 still carries the report: it is an answer ('Disconnected'), not a failed call.
      query: () => ({
        url: 'health/details',
        validateStatus: (response: Response) => response.status === 200 || response.status === 503,
      }),
    }),
  }),
});

export const { useDashboardStatsQuery, useWorkloadQuery, useHealthQuery } = dashboardApi;
