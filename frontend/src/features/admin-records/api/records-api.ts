import {
  STAFF_PATHS,
  type Detailed,
  type Page,
  type RecordKind,
  type RecordOf,
} from '@bytecraft/contracts/admin';
import { listTag, staffApi, tagsOfChange, type Envelope } from '../../../lib/staff-api';

/** Any record a staff list shows. */
export type StaffRecord = RecordOf[RecordKind];

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

export const recordsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
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
      // Every cached list page and detail holding the record shows the new status at once; if
      // the server refuses, each is put back as it was.
      async onQueryStarted({ kind, id, status }, { dispatch, getState, queryFulfilled }) {
        const setStatus = (record: StaffRecord | undefined) => {
          if (record && 'status' in record) record.status = status;
        };
        const { selectInvalidatedBy, updateQueryData } = recordsApi.util;
        const patches = selectInvalidatedBy(getState(), [{ type: kind, id }]).map(
          ({ endpointName, originalArgs }) =>
            endpointName === 'listRecords'
              ? dispatch(
                  updateQueryData('listRecords', originalArgs as ListArgs, (page) =>
                    setStatus(page.data.find((record) => record.id === id)),
                  ),
                )
              : dispatch(updateQueryData('getRecord', originalArgs as RecordRef, setStatus)),
        );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
        }
      },
      invalidatesTags: (_record, error, { kind, id }) => (error ? [] : tagsOfChange(kind, id)),
    }),
  }),
});

export const { useListRecordsQuery, useGetRecordQuery, useSetRecordStatusMutation } = recordsApi;
