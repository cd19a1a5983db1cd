import type {
  BulkResult,
  NoteInput,
  ReplyDecision,
  ReplyInput,
  StaffDirectoryEntry,
} from '@bytecraft/contracts/record-work';
import { STAFF_PATHS, type Detailed, type WorkedKind } from '@bytecraft/contracts/triage';
import { staffApi, tagsOfChange, type Envelope } from '../../../lib/staff-api';
import type { StaffRecord } from './records-api';

interface WorkedRef {
  kind: WorkedKind;
  id: string;
}

const recordUrl = ({ kind, id }: WorkedRef, tail = '') =>
  `${STAFF_PATHS[kind]}/${encodeURIComponent(id)}${tail}`;

const detail = (body: Envelope<Detailed<StaffRecord>>) => body.data;

// Each change answers with the record as it now is; its detail, its lists and the dashboard's
// figures are what it makes stale.
const staleAfter = (_result: unknown, error: unknown, { kind, id }: WorkedRef) =>
  error ? [] : tagsOfChange(kind, id);

/**
 * How staff work a record: owner, follow-up, notes and replies of one record, the same status
 * and owner changes on several at once, and the colleagues an owner is picked from.
 */
export const workApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    staffDirectory: build.query<StaffDirectoryEntry[], void>({
      query: () => 'admin/staff/directory',
      transformResponse: (body: Envelope<StaffDirectoryEntry[]>) => body.data,
      providesTags: ['Staff'],
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

/** A bulk change makes stale the records it changed, the kind's lists and the counts. */
function bulkStale(kind: WorkedKind, result: BulkResult | undefined) {
  if (!result) return [];
  return [...tagsOfChange(kind), ...result.changed.map((id) => ({ type: kind, id }))];
}

export const {
  useStaffDirectoryQuery,
  useSetOwnerMutation,
  useSetFollowUpMutation,
  useAddNoteMutation,
  useDeleteNoteMutation,
  useSendReplyMutation,
  useDecideReplyMutation,
  useBulkStatusMutation,
  useBulkOwnerMutation,
} = workApi;
