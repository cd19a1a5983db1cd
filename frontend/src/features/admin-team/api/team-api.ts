import type { StaffInvite, StaffMember, StaffUpdate } from '@bytecraft/contracts/staff-team';
import { staffApi, type Envelope } from '../../../lib/staff-api';

/** The team (admins only): its members, an invitation, a change to one, a reset link mailed. */
export const teamApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffMembers: build.query<StaffMember[], void>({
      query: () => 'admin/staff',
      transformResponse: (body: Envelope<StaffMember[]>) => body.data,
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<unknown, StaffInvite>({
      query: (body) => ({ url: 'admin/staff', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
    }),
    updateStaff: build.mutation<unknown, { id: string } & StaffUpdate>({
      query: ({ id, ...body }) => ({
        url: `admin/staff/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      // Your own name shows in the sidebar too.
      invalidatesTags: (_result, error) => (error ? [] : ['Staff', 'Session']),
    }),
    sendResetLink: build.mutation<unknown, string>({
      query: (id) => ({ url: `admin/staff/${encodeURIComponent(id)}/reset`, method: 'POST' }),
    }),
  }),
});

export const {
  useStaffMembersQuery,
  useInviteStaffMutation,
  useUpdateStaffMutation,
  useSendResetLinkMutation,
} = teamApi;
