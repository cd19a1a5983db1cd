import type { PasswordChange } from '@bytecraft/contracts/staff-team';
import { staffApi } from '../../../lib/staff-api';

/** The signed-in member's own account: their name, their password, their other sessions. */
export const accountApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    updateMyName: build.mutation<unknown, string>({
      query: (name) => ({ url: 'admin/auth/me', method: 'PATCH', body: { name } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Session', 'Staff']),
    }),
    changePassword: build.mutation<unknown, PasswordChange>({
      query: (body) => ({ url: 'admin/auth/password', method: 'POST', body }),
    }),
    signOutOtherSessions: build.mutation<unknown, void>({
      query: () => ({ url: 'admin/auth/sessions/sign-out-others', method: 'POST' }),
    }),
  }),
});

export const {
  useUpdateMyNameMutation,
  useChangePasswordMutation,
  useSignOutOtherSessionsMutation,
} = accountApi;
