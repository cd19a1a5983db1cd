import { ErrorCode } from '@bytecraft/contracts/errors';
import { RECORD_KIND_IDS, type RecordKind } from '@bytecraft/contracts/records';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { errorBodyOf, httpStatusOf, toastFor } from './api-errors';
import { dynamicMiddleware, rootReducer, store } from './store';
import { toast } from './toasts';

/** How the staff routes answer: the value under `data`. */
export interface Envelope<T> {
  success: true;
  data: T;
}

/**
 * The staff console's RTK Query API, with React hooks. Each console feature adds its endpoints
 * in its own `api/` folder (`injectEndpoints`). Lists provide a LIST tag of their kind plus one
 * tag per record; a change invalidates exactly what it makes stale (`tagsOfChange`), so lists,
 * details, board totals and dashboard counts refetch without hand-written cache code. Staff
 * calls are not retried: a failure shows its toast at once and staff refresh by hand.
 */
export const staffApi = createApi({
  reducerPath: 'staffApi',
  baseQuery: fetchBaseQuery({ baseUrl: `${globalThis.location?.origin ?? ''}/api` }),
  tagTypes: [
    ...RECORD_KIND_IDS,
    'DashboardStats',
    'NewsletterStats',
    'Session',
    'Staff',
    'Audit',
    'TeamSettings',
    'ReplyTemplates',
    'Inbound',
  ],
  endpoints: () => ({}),
});

// Only the console's chunks import this module, so the slice joins the site's store as the
// console loads: reducer, middleware, and a first state before any hook reads it
// (replaceReducer dispatches the action that initialises a newly injected slice).
rootReducer.inject(staffApi);
dynamicMiddleware.addMiddleware(staffApi.middleware);
store.replaceReducer(rootReducer);

/** Every list of a kind: its pages, the board's totals and the dashboard's recent ones. */
export const listTag = (kind: RecordKind) => ({ type: kind, id: 'LIST' }) as const;

/** What a change to one record makes stale: its detail, every list of its kind, the counts. */
export function tagsOfChange(kind: RecordKind, id?: string) {
  return [
    ...(id ? [{ type: kind, id }] : []),
    listTag(kind),
    'DashboardStats' as const,
    ...(kind === 'newsletter-subscription' ? ['NewsletterStats' as const] : []),
  ];
}

/**
 * Says why the server refused a staff action, in its words (the last admin, a taken address,
 * too many wrong passwords and how long to wait); a 401 says nothing: the console's guard sends
 * staff to sign in. (Here, not in api-errors, which public pages load.)
 */
export function toastRefusal(error: unknown) {
  if (httpStatusOf(error) === 401) return;
  const refused = errorBodyOf(error);
  // A staff 429 is the sign-in throttle's, whose message says why and for how long.
  const text =
    refused.code === ErrorCode.RateLimit
      ? { title: 'Too Many Attempts', message: refused.message }
      : toastFor(error);
  toast(text, 'error');
}
