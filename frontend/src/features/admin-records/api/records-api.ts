import type {
  BulkResult,
  NoteInput,
  ReplyDecision,
  ReplyInput,
  Detailed,
} from '@bytecraft/contracts/records/work';
import {
  STAFF_PATHS,
  type RecordKind,
  type RecordOf,
  type WorkedKind,
} from '@bytecraft/contracts/records';
import type { FilterParam } from '@bytecraft/contracts/records/base';
import type { Priority } from '@bytecraft/contracts/records/due';
import type { KindCounts, Page } from '@bytecraft/contracts/records/lists';
import { listTag, staffApi, tagsOfChange, type Envelope } from '../../../lib/staff-api';

/** Any record a staff list shows. */
export type StaffRecord = RecordOf[RecordKind];

/** The kind's own filters (a job application's position), named as the list's query names them. */
export type OwnFilters = Partial<Record<FilterParam, string>>;

/** The query's parameters that have a value: an empty filter is no filter. */
const present = (params: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );

/**
 * The work filters of a worked kind's lists, as the address and the query carry them: `owner`
 * is `me`, `none` or a staff id; `overdue` and `waiting` are 'true' or absent.
 */
export interface WorkParams {
  owner?: string;
  overdue?: string;
  waiting?: string;
  /** `at-risk` or `breached` (DUE_FILTERS), or absent. */
  due?: string;
  /** `due`: the soonest due first (LIST_SORTS); absent, the newest first. */
  sort?: string;
}

export interface ListArgs extends OwnFilters, WorkParams {
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

/** A record of a kind staff work: it has an owner, a follow-up, notes and replies. */
interface WorkedRef {
  kind: WorkedKind;
  id: string;
}

const recordUrl = ({ kind, id }: RecordRef, tail = '') =>
  `${STAFF_PATHS[kind]}/${encodeURIComponent(id)}${tail}`;

const detail = (body: Envelope<Detailed<StaffRecord>>) => body.data;

// Each change answers with the record as it now is; its detail, its lists and the dashboard's
// figures are what it makes stale.
const staleAfter = (_result: unknown, error: unknown, { kind, id }: RecordRef) =>
  error ? [] : tagsOfChange(kind, id);

/** A bulk change makes stale the records it changed, the kind's lists and the counts. */
function bulkStale(kind: WorkedKind, result: BulkResult | undefined) {
  if (!result) return [];
  return [...tagsOfChange(kind), ...result.changed.map((id) => ({ type: kind, id }))];
}

/** The board's column totals: every record of the kind, or those the list's search and filters find. */
export interface CountsArgs extends OwnFilters, WorkParams {
  kind: RecordKind;
  q?: string;
}

/**
 * The kind's CSV export of what the list finds: its search, status, own and work filters (not
 * its page). A link, so the browser downloads it under the name the server gives.
 */
export function exportUrl(
  kind: RecordKind,
  filters: Omit<CountsArgs, 'kind'> & { status?: string },
) {
  const query = new URLSearchParams(present({ ...filters })).toString();
  return `/api/${STAFF_PATHS[kind]}/export.csv${query ? `?${query}` : ''}`;
}

/**
 * The staff's records: a kind's lists, totals and details, and the work on them: status, owner,
 * follow-up, notes and replies of one record, the same status and owner changes on several at
 * once, and the colleagues an owner is picked from.
 */
export const recordsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    listRecords: build.query<Page<StaffRecord>, ListArgs>({
      query: ({ kind, page, limit, ...filters }) => ({
        url: STAFF_PATHS[kind],
        params: { page, limit, ...present(filters) },
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
    }),
    recordCounts: build.query<KindCounts, CountsArgs>({
      query: ({ kind, ...filters }) => ({
        url: `${STAFF_PATHS[kind]}/counts`,
        params: present(filters),
      }),
      transformResponse: (body: Envelope<KindCounts>) => body.data,
      // Counted over the kind's lists: whatever makes them stale makes the totals stale.
      providesTags: (_counts, _error, { kind }) => [listTag(kind)],
    }),
    getRecord: build.query<Detailed<StaffRecord>, RecordRef>({
      query: (ref) => recordUrl(ref),
      transformResponse: detail,
      providesTags: (_record, _error, { kind, id }) => [{ type: kind, id }],
    }),
    setRecordStatus: build.mutation<Detailed<StaffRecord>, RecordRef & { status: string }>({
      query: ({ status, ...ref }) => ({
        url: recordUrl(ref, '/status'),
        method: 'PATCH',
        body: { status },
      }),
      transformResponse: detail,
      // Every cached list page and detail holding the record shows the new status at once, and
      // the kind's totals move it from its old column to the new one; if the server refuses,
      // each is put back as it was.
      async onQueryStarted({ kind, id, status }, { dispatch, getState, queryFulfilled }) {
        let from: string | undefined;
        const setStatus = (record: StaffRecord | undefined) => {
          if (!record || !('status' in record)) return;
          from ??= record.status;
          record.status = status;
        };
        const { selectInvalidatedBy, updateQueryData } = recordsApi.util;
        const holding = selectInvalidatedBy(getState(), [{ type: kind, id }]).map(
          ({ endpointName, originalArgs }) =>
            endpointName === 'listRecords'
              ? dispatch(
                  updateQueryData('listRecords', originalArgs as ListArgs, (page) =>
                    setStatus(page.data.find((record) => record.id === id)),
                  ),
                )
              : dispatch(updateQueryData('getRecord', originalArgs as RecordRef, setStatus)),
        );
        const totals = selectInvalidatedBy(getState(), [listTag(kind)])
          .filter(({ endpointName }) => endpointName === 'recordCounts')
          .map(({ originalArgs }) =>
            dispatch(
              updateQueryData('recordCounts', originalArgs as CountsArgs, ({ byStatus }) => {
                if (!from || from === status) return;
                byStatus[from] = Math.max(0, (byStatus[from] ?? 0) - 1);
                byStatus[status] = (byStatus[status] ?? 0) + 1;
              }),
            ),
          );
        try {
          await queryFulfilled;
        } catch {
          [...holding, ...totals].forEach((patch) => patch.undo());
        }
      },
      invalidatesTags: staleAfter,
    }),
    setOwner: build.mutation<Detailed<StaffRecord>, WorkedRef & { ownerId: string | null }>({
      query: ({ ownerId, ...ref }) => ({
        url: recordUrl(ref, '/owner'),
        method: 'PATCH',
        body: { ownerId },
      }),
      transformResponse: detail,
      invalidatesTags: staleAfter,
    }),
    setFollowUp: build.mutation<Detailed<StaffRecord>, WorkedRef & { at: string | null }>({
      query: ({ at, ...ref }) => ({
        url: recordUrl(ref, '/follow-up'),
        method: 'PATCH',
        body: { at },
      }),
      transformResponse: detail,
      invalidatesTags: staleAfter,
    }),
    setPriority: build.mutation<Detailed<StaffRecord>, WorkedRef & { priority: Priority }>({
      query: ({ priority, ...ref }) => ({
        url: recordUrl(ref, '/priority'),
        method: 'PATCH',
        body: { priority },
      }),
      transformResponse: detail,
      invalidatesTags: staleAfter,
    }),
    addNote: build.mutation<Detailed<StaffRecord>, WorkedRef & NoteInput>({
      query: ({ text, ...ref }) => ({
        url: recordUrl(ref, '/notes'),
        method: 'POST',
        body: { text },
      }),
      transformResponse: detail,
      invalidatesTags: staleAfter,
    }),
    deleteNote: build.mutation<Detailed<StaffRecord>, WorkedRef & { noteId: string }>({
      query: ({ noteId, ...ref }) => ({
        url: recordUrl(ref, `/notes/${encodeURIComponent(noteId)}`),
        method: 'DELETE',
      }),
      transformResponse: detail,
      invalidatesTags: staleAfter,
    }),
    sendReply: build.mutation<Detailed<StaffRecord>, WorkedRef & ReplyInput>({
      query: ({ kind, id, ...body }) => ({
        url: recordUrl({ kind, id }, '/replies'),
        method: 'POST',
        body,
      }),
      transformResponse: detail,
      invalidatesTags: staleAfter,
    }),
    /** An admin's word on a reply held past its address's daily limit. */
    decideReply: build.mutation<
      Detailed<StaffRecord>,
      WorkedRef & { replyId: string; decision: ReplyDecision }
    >({
      query: ({ replyId, decision, ...ref }) => ({
        url: recordUrl(ref, `/replies/${encodeURIComponent(replyId)}/${decision}`),
        method: 'POST',
      }),
      transformResponse: detail,
      invalidatesTags: staleAfter,
    }),
    bulkStatus: build.mutation<BulkResult, { kind: WorkedKind; ids: string[]; status: string }>({
      query: ({ kind, ...body }) => ({ url: `${STAFF_PATHS[kind]}/status`, method: 'PATCH', body }),
      transformResponse: (body: Envelope<BulkResult>) => body.data,
      invalidatesTags: (result, _error, { kind }) => bulkStale(kind, result),
    }),
    bulkOwner: build.mutation<
      BulkResult,
      { kind: WorkedKind; ids: string[]; ownerId: string | null }
    >({
      query: ({ kind, ...body }) => ({ url: `${STAFF_PATHS[kind]}/owner`, method: 'PATCH', body }),
      transformResponse: (body: Envelope<BulkResult>) => body.data,
      invalidatesTags: (result, _error, { kind }) => bulkStale(kind, result),
    }),
  }),
});

export const {
  useListRecordsQuery,
  useRecordCountsQuery,
  useGetRecordQuery,
  useSetRecordStatusMutation,
  useSetOwnerMutation,
  useSetFollowUpMutation,
  useSetPriorityMutation,
  useAddNoteMutation,
  useDeleteNoteMutation,
  useSendReplyMutation,
  useDecideReplyMutation,
  useBulkStatusMutation,
  useBulkOwnerMutation,
} = recordsApi;
