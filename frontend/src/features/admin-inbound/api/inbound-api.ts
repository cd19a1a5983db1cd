import type { AttachInbound, UnmatchedMail } from '@bytecraft/contracts/inbound';
import { staffApi, tagsOfChange, type Envelope } from '../../../lib/staff-api';

const UNMATCHED = 'admin/inbound/unmatched';

/**
 * Mail that came to the inbound address and matched no record: listed for staff, attached to
 * the record it answers (whose detail then shows it) or discarded by an admin.
 */
export const inboundApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    unmatchedMail: build.query<UnmatchedMail[], void>({
      query: () => UNMATCHED,
      transformResponse: (body: Envelope<UnmatchedMail[]>) => body.data,
      providesTags: ['Inbound'],
    }),
    attachInbound: build.mutation<unknown, AttachInbound & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `${UNMATCHED}/${encodeURIComponent(id)}/attach`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { kind, recordId }) =>
        error ? [] : ['Inbound', ...tagsOfChange(kind, recordId)],
    }),
    discardInbound: build.mutation<unknown, string>({
      query: (id) => ({
        url: `${UNMATCHED}/${encodeURIComponent(id)}/discard`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Inbound']),
    }),
  }),
});

export const { useUnmatchedMailQuery, useAttachInboundMutation, useDiscardInboundMutation } =
  inboundApi;
