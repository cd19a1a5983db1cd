import { StaffRole, type StaffMe } from '@bytecraft/contracts/staff-team';
import { httpStatusOf } from './api-errors';
import { staffApi, type Envelope } from './staff-api';
import type { RootState } from './store';

/** The staff session, which every console screen shares: who is signed in, sign-in, sign-out. */
export const staffAuthApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffMe: build.query<StaffMe, void>({
      query: () => 'admin/auth/me',
      transformResponse: (body: Envelope<StaffMe>) => body.data,
      providesTags: ['Session'],
    }),
    staffLogout: build.mutation<void, void>({
      query: () => ({ url: 'admin/auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useStaffMeQuery, useStaffLogoutMutation } = staffAuthApi;

/** A new password typed twice, differently (the console's check; the server gets one). */
export const PASSWORDS_DIFFER = 'The passwords do not match';

/** A role as the console names it. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  [StaffRole.Admin]: 'Administrator',
  [StaffRole.Staff]: 'Staff',
};

/** Whether the signed-in member is an admin: undefined while the session is checked. */
export function useIsAdmin(): boolean | undefined {
  const { data: me } = useStaffMeQuery();
  return me ? me.role === StaffRole.Admin : undefined;
}

/**
 * Whether any staff call was answered 401 (the session ended or was never there). (The sign-in
 * page's calls are not the console's: a wrong password there is a 401 of another kind.)
 */
export function selectSessionEnded(state: RootState): boolean {
  const slice = state[staffApi.reducerPath];
  if (!slice) return false;
  return [...Object.values(slice.queries), ...Object.values(slice.mutations)].some(
    (entry) => entry?.status === 'rejected' && httpStatusOf(entry.error) === 401,
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
