import {
  type Receipt,
  type SubmissionAccepted,
  SUBMISSION_ID_HEADER,
} from '@bytecraft/contracts/submission';
import { createApi, fetchBaseQuery, retry, type FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A submission as the forms send it: the body plus the id that makes a retry harmless. */
export interface SubmissionRequest<T> {
  body: T;
  submissionId: string;
}

const MAX_RETRIES = 3;
const MAX_BACKOFF_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const fetchQuery = fetchBaseQuery({ baseUrl: `${globalThis.location?.origin ?? ''}/api` });

/**
 * A 503 with Retry-After (the gateway's answer to an upload beyond its bound) says nothing was
 * stored and when to come back: the same request, with the same submission id, is sent again
 * after that delay (plus up to half again, so a crowd told the same delay does not return at
 * once), up to 3 times.
 */
const fetchHonouringRetryAfter: typeof fetchQuery = async (args, api, extraOptions) => {
  for (let attempt = 0; ; attempt++) {
    const result = await fetchQuery(args, api, extraOptions);
    const seconds = Number(result.meta?.response?.headers.get('retry-after'));
    if (result.error?.status !== 503 || !(seconds > 0) || attempt >= MAX_RETRIES) return result;
    await sleep(Math.min(seconds * 1000, MAX_BACKOFF_MS) * (1 + Math.random() / 2));
  }
};

/**
 * Reads retry on network failures and 5xx up to 3 times; submissions only on network
 * failures, where the request may never have arrived, or when told to by Retry-After (above),
 * and always with the same submission id, so the gateway stores them once.
 */
const baseQuery = retry(fetchHonouringRetryAfter, {
  backoff: async (attempt) => {
    const delay = Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt * (0.5 + Math.random() / 2));
    await new Promise((resolve) => setTimeout(resolve, delay));
  },
  retryCondition: (error, _args, { attempt, baseQueryApi }) => {
    if (attempt > MAX_RETRIES) return false;
    const { status } = error as FetchBaseQueryError;
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
    return baseQueryApi.type === 'query' && typeof status === 'number' && status >= 500;
  },
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: (build) => ({
    /** One public form's submission, to its route (its kind's `publicRoute`). */
    submit: build.mutation<SubmissionAccepted, SubmissionRequest<unknown> & { route: string }>({
      query: ({ route, body, submissionId }) => ({
        url: route,
        method: 'POST',
        body,
        headers: { [SUBMISSION_ID_HEADER]: submissionId },
      }),
    }),
    unsubscribeNewsletter: build.mutation<Receipt & { success: true }, string>({
      query: (token) => ({
        url: `newsletter/unsubscribe/${encodeURIComponent(token)}`,
        method: 'POST',
      }),
    }),
    confirmNewsletter: build.mutation<Receipt & { success: true }, string>({
      query: (token) => ({
        url: `newsletter/confirm/${encodeURIComponent(token)}`,
        method: 'POST',
      }),
    }),
  }),
});
