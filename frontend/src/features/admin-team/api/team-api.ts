import type {
  AssignmentOverview,
  AssignmentSettings,
  AssignmentSettingsUpdate,
} from '@bytecraft/contracts/records/assignment';
import type {
  BusinessHoursInput,
  BusinessHoursSetting,
} from '@bytecraft/contracts/records/business-hours';
import type {
  StaffInvite,
  StaffMember,
  StaffUpdate,
  TeamSettings,
  TeamSettingsUpdate,
} from '@bytecraft/contracts/staff-team';
import { staffApi, type Envelope } from '../../../lib/staff-api';

/**
 * The team (admins only): its members, an invitation, a change to one, a reset link mailed,
 * a member's two-factor cleared; and the team's settings, auto-assignment's and the business
 * hours among them (the hours any staff member reads, an admin sets).
 */
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
    clearTwoFactor: build.mutation<unknown, string>({
      query: (id) => ({
        url: `admin/staff/${encodeURIComponent(id)}/two-factor`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Staff']),
    }),
    teamSettings: build.query<TeamSettings, void>({
      query: () => 'admin/settings',
      transformResponse: (body: Envelope<TeamSettings>) => body.data,
      providesTags: ['TeamSettings'],
    }),
    updateTeamSettings: build.mutation<TeamSettings, TeamSettingsUpdate>({
      query: (body) => ({ url: 'admin/settings', method: 'PATCH', body }),
      transformResponse: (body: Envelope<TeamSettings>) => body.data,
      // The switch moves at once; if the server refuses, it goes back.
      async onQueryStarted(update, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          teamApi.util.updateQueryData('teamSettings', undefined, (settings) => {
            Object.assign(settings, update);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : ['TeamSettings']),
    }),
    autoAssignment: build.query<AssignmentOverview, void>({
      query: () => 'admin/settings/assignment',
      transformResponse: (body: Envelope<AssignmentOverview>) => body.data,
      providesTags: ['TeamSettings'],
    }),
    updateAutoAssignment: build.mutation<AssignmentSettings, AssignmentSettingsUpdate>({
      query: (body) => ({ url: 'admin/settings/assignment', method: 'PUT', body }),
      transformResponse: (body: Envelope<AssignmentSettings>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['TeamSettings']),
    }),
    businessHours: build.query<BusinessHoursSetting, void>({
      query: () => 'admin/settings/business-hours',
      transformResponse: (body: Envelope<BusinessHoursSetting>) => body.data,
      providesTags: ['TeamSettings'],
    }),
    updateBusinessHours: build.mutation<BusinessHoursSetting, BusinessHoursInput>({
      query: (body) => ({ url: 'admin/settings/business-hours', method: 'PUT', body }),
      transformResponse: (body: Envelope<BusinessHoursSetting>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['TeamSettings']),
    }),
  }),
});

export const {
  useStaffMembersQuery,
  useInviteStaffMutation,
  useUpdateStaffMutation,
  useSendResetLinkMutation,
  useClearTwoFactorMutation,
  useTeamSettingsQuery,
  useUpdateTeamSettingsMutation,
  useAutoAssignmentQuery,
  useUpdateAutoAssignmentMutation,
  useBusinessHoursQuery,
  useUpdateBusinessHoursMutation,
} = teamApi;
