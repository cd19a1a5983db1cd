import {
  RecordKind,
  STAFF_PATHS,
  type DashboardStats,
  type Detailed,
  type InternshipQuestionRecord,
  type NewsletterStats,
  type Page,
  type QuestionAnswer,
  type RecordOf,
  type StaffLogin,
} from '@bytecraft/contracts/admin';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { api } from './api';
import { store } from './store';

/** Any record a staff list shows. */
export type StaffRecord = RecordOf[RecordKind];

export interface StaffUser {
  email: string;
}

export interface ListArgs {
  kind: RecordKind;
  page: number;
  limit: number;
  status?: string;
  q?: string;
}

export interface RecordRef {
  kind: RecordKind;
  id: string;
}

/** GET /api/health: 200 with status 'ok' when everything answers, 503 with 'error' otherwise. */
export interface HealthReport {
  status: 'ok' | 'error';
  /** Tables across the services' databases (the dashboard's 'N Tables'). */
  tables?: number;
}

interface Envelope<T> {
  success: true;
  data: T;
}

/** Staff calls fail at once: staff see the failure toast and refresh by hand. */
const noRetry = { retryCondition: () => false };

const STATS = 'DashboardStats' as const;
const NEWSLETTER_STATS = 'NewsletterStats' as const;
const SESSION = 'Session' as const;

/** Tags one list page: the kind's LIST, plus one per record on it. */
const listTag = (kind: RecordKind) => ({ type: kind, id: 'LIST' }) as const;

/** What a change to one record makes stale: its detail, every list of its kind, the counts. */
export function tagsOfChange(kind: RecordKind, id?: string) {
  return [
    ...(id ? [{ type: kind, id }] : []),
    listTag(kind),
    STATS,
    ...(kind === RecordKind.NewsletterSubscription ? [NEWSLETTER_STATS] : []),
  ];
}

/**
 * The staff console's API: one slice injected into the site's RTK Query API. Lists provide a
 * LIST tag plus one tag per record; a status change is shown at once (optimistic) and
 * invalidates exactly the record, its kind's lists and the dashboard counts.
 */
export const staffApi = api
  .enhanceEndpoints({
    addTagTypes: [...Object.values(RecordKind), STATS, NEWSLETTER_STATS, SESSION],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      staffMe: build.query<StaffUser, void>({
        query: () => 'admin/auth/me',
        transformResponse: (body: Envelope<StaffUser>) => body.data,
        providesTags: [SESSION],
        extraOptions: noRetry,
      }),
      staffLogin: build.mutation<StaffUser, StaffLogin>({
        query: (body) => ({ url: 'admin/auth/login', method: 'POST', body }),
        transformResponse: (body: Envelope<StaffUser>) => body.data,
        extraOptions: noRetry,
      }),
      staffLogout: build.mutation<void, void>({
        query: () => ({ url: 'admin/auth/logout', method: 'POST' }),
        extraOptions: noRetry,
      }),

      listRecords: build.query<Page<StaffRecord>, ListArgs>({
        query: ({ kind, page, limit, status, q }) => ({
          url: STAFF_PATHS[kind],
          params: { page, limit, ...(status ? { status } : {}), ...(q ? { q } : {}) },
        }),
        transformResponse: (
          body: Envelope<StaffRecord[]> & Pick<Page<StaffRecord>, 'pagination'>,
        ) => ({
          data: body.data,
          pagination: body.pagination,
        }),
        providesTags: (page, _error, { kind }) => [
          listTag(kind),
          ...(page?.data ?? []).map(({ id }) => ({ type: kind, id })),
        ],
        extraOptions: noRetry,
      }),
      getRecord: build.query<Detailed<StaffRecord>, RecordRef>({
        query: ({ kind, id }) => `${STAFF_PATHS[kind]}/${encodeURIComponent(id)}`,
        transformResponse: (body: Envelope<Detailed<StaffRecord>>) => body.data,
        providesTags: (_record, _error, { kind, id }) => [{ type: kind, id }],
        extraOptions: noRetry,
      }),
      setRecordStatus: build.mutation<Detailed<StaffRecord>, RecordRef & { status: string }>({
        query: ({ kind, id, status }) => ({
          url: `${STAFF_PATHS[kind]}/${encodeURIComponent(id)}/status`,
          method: 'PATCH',
          body: { status },
        }),
        transformResponse: (body: Envelope<Detailed<StaffRecord>>) => body.data,
        extraOptions: noRetry,
        // Every cached list page and detail holding the record shows the new status at once;
        // if the server refuses, each is put back as it was.
        async onQueryStarted({ kind, id, status }, { dispatch, getState, queryFulfilled }) {
          const setStatus = (record: StaffRecord | undefined) => {
            if (record && 'status' in record) record.status = status;
          };
          const patches = staffApi.util
            .selectInvalidatedBy(getState(), [{ type: kind, id }])
            .map(({ endpointName, originalArgs }) => {
              if (endpointName === 'listRecords') {
                return dispatch(
                  staffApi.util.updateQueryData('listRecords', originalArgs as ListArgs, (page) =>
                    setStatus(page.data.find((record) => record.id === id)),
                  ),
                );
              }
              return dispatch(
                staffApi.util.updateQueryData('getRecord', originalArgs as RecordRef, setStatus),
              );
            });
          try {
            await queryFulfilled;
          } catch {
            patches.forEach((patch) => patch.undo());
          }
        },
        invalidatesTags: (_record, error, { kind, id }) => (error ? [] : tagsOfChange(kind, id)),
      }),
      answerQuestion: build.mutation<
        Detailed<InternshipQuestionRecord>,
        QuestionAnswer & { id: string }
      >({
        query: ({ id, ...body }) => ({
          url: `${STAFF_PATHS[RecordKind.InternshipQuestion]}/${encodeURIComponent(id)}/answer`,
          method: 'POST',
          body,
        }),
        transformResponse: (body: Envelope<Detailed<InternshipQuestionRecord>>) => body.data,
        extraOptions: noRetry,
        invalidatesTags: (_record, error, { id }) =>
          error ? [] : tagsOfChange(RecordKind.InternshipQuestion, id),
      }),

      dashboardStats: build.query<DashboardStats, void>({
        query: () => 'admin/dashboard/stats',
        transformResponse: (body: Envelope<DashboardStats>) => body.data,
        providesTags: [STATS],
        extraOptions: noRetry,
      }),
      newsletterStats: build.query<NewsletterStats, void>({
        query: () => 'newsletter/stats',
        transformResponse: (body: Envelope<NewsletterStats>) => body.data,
        providesTags: [NEWSLETTER_STATS],
        extraOptions: noRetry,
      }),
      health: build.query<HealthReport, void>({
        // 503 still carries the report: it is an answer ('Disconnected'), not a failed call.
        query: () => ({
          url: 'health',
          validateStatus: (response: Response) =>
            response.status === 200 || response.status === 503,
        }),
        extraOptions: noRetry,
      }),
    }),
  });

type Endpoints = typeof staffApi.endpoints;
type QueryName =
  'staffMe' | 'listRecords' | 'getRecord' | 'dashboardStats' | 'newsletterStats' | 'health';
type ArgOf<K extends keyof Endpoints> = Parameters<Endpoints[K]['initiate']>[0];
type ResultOf<K extends keyof Endpoints> = NonNullable<
  ReturnType<ReturnType<Endpoints[K]['select']>>['data']
>;

export interface StaffQueryResult<T> {
  data: T | undefined;
  error: unknown;
  /** The first load: nothing to show yet. */
  isLoading: boolean;
  /** Any load, the first or a refresh. */
  isFetching: boolean;
  isError: boolean;
  fulfilledTimeStamp: number | undefined;
  refetch: () => void;
}

/**
 * Reads one query of the API slice and keeps it subscribed while the component is mounted, so
 * tag invalidations refetch it. The console reaches the store as the public forms do, through
 * `endpoint.initiate` and `endpoint.select` (no React context, no react-redux): the site's
 * shared chunks stay as they are for every public page.
 */
function useStaffQuery<K extends QueryName>(name: K, arg: ArgOf<K>): StaffQueryResult<ResultOf<K>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const endpoint = staffApi.endpoints[name] as any;
  // The argument by value: a new object with the same content is the same query.
  const key = JSON.stringify(arg ?? null);
  const stableArg = useMemo(() => arg, [key]);
  const subscription = useRef<{ refetch: () => void } | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const current = store.dispatch(endpoint.initiate(stableArg)) as {
      refetch: () => void;
      unsubscribe: () => void;
    };
    subscription.current = current;
    return () => current.unsubscribe();
  }, [endpoint, stableArg, generation]);
  const select = useMemo(() => endpoint.select(stableArg), [endpoint, stableArg]);
  const state = useSyncExternalStore(store.subscribe, () => select(store.getState())) as {
    data?: ResultOf<K>;
    error?: unknown;
    status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
    fulfilledTimeStamp?: number;
  };
  // After a reset (sign-out, session end) the subscription is gone: subscribe again.
  const uninitialized = state.status === 'uninitialized';
  useEffect(() => {
    if (uninitialized && subscription.current) setGeneration((g) => g + 1);
  }, [uninitialized]);
  const refetch = useCallback(() => subscription.current?.refetch(), []);
  const isFetching = state.status === 'pending' || state.status === 'uninitialized';
  return {
    data: state.data,
    error: state.status === 'rejected' ? state.error : undefined,
    isLoading: isFetching && state.data === undefined,
    isFetching,
    isError: state.status === 'rejected',
    fulfilledTimeStamp: state.fulfilledTimeStamp,
    refetch,
  };
}

type MutationName = 'staffLogin' | 'staffLogout' | 'setRecordStatus' | 'answerQuestion';

/**
 * Sends one mutation of the API slice: resolves with its result, rejects with the API's error.
 * A 401 stays in the store (that is how the console learns the session ended); any other
 * outcome is removed once read.
 */
function useStaffMutation<K extends MutationName>(name: K) {
  const [pending, setPending] = useState(0);
  const trigger = useCallback(
    async (arg: ArgOf<K>): Promise<ResultOf<K>> => {
      setPending((n) => n + 1);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const request = store.dispatch((staffApi.endpoints[name] as any).initiate(arg)) as {
        unwrap: () => Promise<ResultOf<K>>;
        reset: () => void;
      };
      try {
        return await request.unwrap();
      } catch (error) {
        if (httpStatusOf(error) !== 401) request.reset();
        throw error;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [name],
  );
  return [trigger, { isLoading: pending > 0 }] as const;
}

export const useStaffMeQuery = () => useStaffQuery('staffMe', undefined);
export const useListRecordsQuery = (arg: ListArgs) => useStaffQuery('listRecords', arg);
export const useGetRecordQuery = (arg: RecordRef) => useStaffQuery('getRecord', arg);
export const useDashboardStatsQuery = () => useStaffQuery('dashboardStats', undefined);
export const useNewsletterStatsQuery = () => useStaffQuery('newsletterStats', undefined);
export const useHealthQuery = () => useStaffQuery('health', undefined);
export const useStaffLoginMutation = () => useStaffMutation('staffLogin');
export const useStaffLogoutMutation = () => useStaffMutation('staffLogout');
export const useSetRecordStatusMutation = () => useStaffMutation('setRecordStatus');
export const useAnswerQuestionMutation = () => useStaffMutation('answerQuestion');

/** A value derived from the store, re-read whenever the store changes. */
export function useStaffSelector<T>(selector: (state: ReturnType<typeof store.getState>) => T): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()));
}

/** The store's dispatch, for the console's thunks (upserts, resets, invalidations). */
export const useStaffDispatch = () => store.dispatch;

/** The HTTP status of a failed call, if the server answered. */
export const httpStatusOf = (error: unknown) => {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
};

type ApiState = ReturnType<typeof api.reducer>;

/**
 * Whether any staff call was answered 401 (the session ended or was never there). A wrong
 * password at sign-in is also a 401, and means nothing of the kind.
 */
export function selectSessionEnded(state: { [api.reducerPath]: ApiState }): boolean {
  const { queries, mutations } = state[api.reducerPath];
  return [...Object.values(queries), ...Object.values(mutations)].some(
    (entry) =>
      entry?.status === 'rejected' &&
      entry.endpointName !== 'staffLogin' &&
      httpStatusOf(entry.error) === 401,
  );
}
