import type {
  PasswordChange,
  TwoFactorDisable,
  TwoFactorEnable,
  TwoFactorSetup,
} from '@bytecraft/contracts/staff-team';
import { staffApi, type Envelope } from '../../../lib/staff-api';

/**
 * The signed-in member's own account: their name, their password, their other sessions, their
 * two-factor sign-in.
 */
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
    // A mutation, not a query: every call makes a new pending secret, shown once.
    setUpTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: 'admin/auth/two-factor/setup', method: 'POST' }),
      transformResponse: (body: Envelope<TwoFactorSetup>) => body.data,
    }),
    // The session's `twoFactor` and the team list's column change with these.
    enableTwoFactor: build.mutation<string[], TwoFactorEnable>({
      query: (body) => ({ url: 'admin/auth/two-factor/enable', method: 'POST', body }),
      transformResponse: (body: Envelope<{ recoveryCodes: string[] }>) => body.data.recoveryCodes,
      invalidatesTags: (_result, error) => (error ? [] : ['Session', 'Staff']),
    }),
    disableTwoFactor: build.mutation<unknown, TwoFactorDisable>({
      query: (body) => ({ url: 'admin/auth/two-factor/disable', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Session', 'Staff']),
    }),
  }),
});

export const {
  useUpdateMyNameMutation,
  useChangePasswordMutation,
  useSignOutOtherSessionsMutation,
  useSetUpTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
} = accountApi;
