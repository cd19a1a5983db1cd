import type { InboundAttachment } from '@bytecraft/contracts/inbound';
import { staffApi, type Envelope } from '../../../lib/staff-api';

/** Where a received message's files are listed, and each kept one is downloaded. */
const attachmentsPath = (inboundId: string) =>
  `admin/inbound/${encodeURIComponent(inboundId)}/attachments`;

/** A kept file's download link (same origin: the session cookie goes with it). */
export const attachmentUrl = (inboundId: string, position: number) =>
  `/api/${attachmentsPath(inboundId)}/${position}`;

/** The files a visitor's mailed answer carried, kept or refused; they never change. */
export const visitorReplyAttachmentsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    visitorReplyAttachments: build.query<InboundAttachment[], string>({
      query: attachmentsPath,
      transformResponse: (body: Envelope<InboundAttachment[]>) => body.data,
    }),
  }),
});

export const { useVisitorReplyAttachmentsQuery } = visitorReplyAttachmentsApi;
