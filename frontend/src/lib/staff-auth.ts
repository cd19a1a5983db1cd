import type { StaffLogin } from '@bytecraft/contracts/staff-auth';
import { httpStatusOf } from './api-errors';
import { staffApi, type Envelope } from './staff-api';
import type { RootState } from './store';

export interface StaffUser {
  email: string;
}

/** The staff session, which every console screen shares: who is signed in, sign-in, sign-out. */
export const staffAuthApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffMe: build.query<StaffUser, void>({
      query: () => 'admin/auth/me',
      transformResponse: (body: Envelope<StaffUser>) => body.data,
      providesTags: ['Session'],
    }),
    staffLogin: build.mutation<StaffUser, StaffLogin>({
      query: (body) => ({ url: 'admin/auth/login', method: 'POST', body }),
      transformResponse: (body: Envelope<StaffUser>) => body.data,
      // The session query asks again, now with the cookie.
      invalidatesTags: (_user, error) => (error ? [] : ['Session']),
    }),
    staffLogout: build.mutation<void, void>({
      query: () => ({ url: 'admin/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useStaffMeQuery, useStaffLoginMutation, useStaffLogoutMutation } = staffAuthApi;

/**
 * Whether any staff call was answered 401 (the session ended or was never there). A wrong
 * password at sign-in is also a 401, and means nothing of the kind.
 */
export function selectSessionEnded(state: RootState): boolean {
  const slice = state[staffApi.reducerPath];
  if (!slice) return false;
  return [...Object.values(slice.queries), ...Object.values(slice.mutations)].some(
    (entry) =>
      entry?.status === 'rejected' &&
      entry.endpointName !== 'staffLogin' &&
      httpStatusOf(entry.error) === 401,
  );
}

/** Whether staff signed out here: the server ended the session when asked. */
export function selectSignedOut(state: RootState): boolean {
  const slice = state[staffApi.reducerPath];
  if (!slice) return false;
  return Object.values(slice.mutations).some(
    (entry) => entry?.endpointName === 'staffLogout' && entry.status === 'fulfilled',
  );
}
