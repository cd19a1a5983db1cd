import type { AuditEntry, AuditQuery } from '@bytecraft/contracts/staff-team';
import type { Page } from '@bytecraft/contracts/records/lists';
import { staffApi } from '../../../lib/staff-api';

/** The audit log (admins only), newest first, a page at a time, shaped as every staff list. */
export const auditApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<Page<AuditEntry>, Partial<AuditQuery>>({
      query: (params) => ({ url: 'admin/audit', params }),
      transformResponse: ({ data, pagination }: Page<AuditEntry>) => ({ data, pagination }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
