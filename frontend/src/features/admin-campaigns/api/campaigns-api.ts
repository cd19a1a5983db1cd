import type {
  CampaignDraft,
  CampaignPatch,
  CampaignPreview,
  CampaignRecord,
  CampaignSend,
  CampaignTest,
} from '@bytecraft/contracts/campaigns';
import type { Page } from '@bytecraft/contracts/records/lists';
import { staffApi, type Envelope } from '../../../lib/staff-api';

const CAMPAIGNS = 'admin/campaigns';
const campaignPath = (id: string, action?: string) =>
  `${CAMPAIGNS}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** What an admin asks of a written campaign; its state decides whether the server agrees. */
export type CampaignCommand =
  | { id: string; action: 'send'; body: CampaignSend }
  | { id: string; action: 'pause' | 'resume' | 'cancel' };

const LIST = { type: 'Campaign', id: 'LIST' } as const;
/** What a change to one campaign makes stale: it, and every page of the list. */
const changed = (id: string) => [{ type: 'Campaign' as const, id }, LIST];

/**
 * The newsletter's campaigns: a page of them, one, its mail as sent, a draft written and
 * edited, a test to the signed-in member, and an admin's send, pause, resume and cancel.
 */
export const campaignsApi = staffApi
  .enhanceEndpoints({ addTagTypes: ['Campaign', 'CampaignPreview'] })
  .injectEndpoints({
    endpoints: (build) => ({
      campaigns: build.query<Page<CampaignRecord>, number>({
        query: (page) => ({ url: CAMPAIGNS, params: { page } }),
        providesTags: (result) => [
          LIST,
          ...(result?.data.map(({ id }) => ({ type: 'Campaign' as const, id })) ?? []),
        ],
      }),
      campaign: build.query<CampaignRecord, string>({
        query: (id) => campaignPath(id),
        transformResponse: (body: Envelope<CampaignRecord>) => body.data,
        providesTags: (_result, _error, id) => [{ type: 'Campaign', id }],
      }),
      campaignPreview: build.query<CampaignPreview, string>({
        query: (id) => campaignPath(id, 'preview'),
        transformResponse: (body: Envelope<CampaignPreview>) => body.data,
        providesTags: (_result, _error, id) => [{ type: 'CampaignPreview', id }],
      }),
      createCampaign: build.mutation<CampaignRecord, CampaignDraft>({
        query: (body) => ({ url: CAMPAIGNS, method: 'POST', body }),
        transformResponse: (body: Envelope<CampaignRecord>) => body.data,
        invalidatesTags: (_result, error) => (error ? [] : [LIST]),
      }),
      updateCampaign: build.mutation<CampaignRecord, CampaignPatch & { id: string }>({
        query: ({ id, ...body }) => ({ url: campaignPath(id), method: 'PATCH', body }),
        transformResponse: (body: Envelope<CampaignRecord>) => body.data,
        invalidatesTags: (_result, error, { id }) =>
          error ? [] : [...changed(id), { type: 'CampaignPreview', id }],
      }),
      testCampaign: build.mutation<unknown, CampaignTest & { id: string }>({
        query: ({ id, ...body }) => ({ url: campaignPath(id, 'test'), method: 'POST', body }),
      }),
      commandCampaign: build.mutation<CampaignRecord, CampaignCommand>({
        query: (command) => ({
          url: campaignPath(command.id, command.action),
          method: 'POST',
          body: command.action === 'send' ? command.body : {},
        }),
        transformResponse: (body: Envelope<CampaignRecord>) => body.data,
        // A refusal (409) means the campaign moved on elsewhere: it is read again either way.
        invalidatesTags: (_result, _error, { id }) => changed(id),
      }),
    }),
  });

export const {
  useCampaignsQuery,
  useCampaignQuery,
  useCampaignPreviewQuery,
  useCreateCampaignMutation,
  useUpdateCampaignMutation,
  useTestCampaignMutation,
  useCommandCampaignMutation,
} = campaignsApi;
