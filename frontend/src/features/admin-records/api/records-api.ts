import {
  STAFF_PATHS,
  type Detailed,
  type FilterParam,
  type KindCounts,
  type Page,
  type RecordKind,
  type RecordOf,
} from '@bytecraft/contracts/triage';
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
      query: ({ kind, id }) => `${STAFF_PATHS[kind]}/${encodeURIComponent(id)}`,
      transformResponse: (body: Envelope<Detailed<StaffRecord>>) => body.data,
      providesTags: (_record, _error, { kind, id }) => [{ type: kind, id }],
    }),
    setRecordStatus: build.mutation<Detailed<StaffRecord>, RecordRef & { status: string }>({
      query: ({ kind, id, status }) => ({
        url: `${STAFF_PATHS[kind]}/${encodeURIComponent(id)}/status`,
        method: 'PATCH',
        body: { status },
      }),
      transformResponse: (body: Envelope<Detailed<StaffRecord>>) => body.data,
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
      invalidatesTags: (_record, error, { kind, id }) => (error ? [] : tagsOfChange(kind, id)),
    }),
  }),
});

export const {
  useListRecordsQuery,
  useRecordCountsQuery,
  useGetRecordQuery,
  useSetRecordStatusMutation,
} = recordsApi;
