import type { SetPassword } from '@bytecraft/contracts/staff-team';
import { staffApi } from '../../../lib/staff-api';

/** What a mailed link is for: accepting an invitation, or resetting a password. */
export type PasswordLink = 'invite' | 'reset';

/** A mailed one-time link used: the password is set and the link spent. */
export const passwordLinksApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    setPasswordFromLink: build.mutation<
      unknown,
      { link: PasswordLink; token: string } & SetPassword
    >({
      query: ({ link, token, password }) => ({
        url: `admin/auth/${link}/${encodeURIComponent(token)}`,
        method: 'POST',
        body: { password },
      }),
    }),
  }),
});

export const { useSetPasswordFromLinkMutation } = passwordLinksApi;
