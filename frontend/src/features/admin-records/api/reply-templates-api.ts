import type { ReplyTemplate, ReplyTemplateInput } from '@bytecraft/contracts/records/work';
import type { WorkedKind } from '@bytecraft/contracts/records';
import { staffApi, type Envelope } from '../../../lib/staff-api';

const TEMPLATES = 'admin/reply-templates';

/**
 * Reply templates: every staff member reads them (the reply composer offers those of the
 * record's kind); admins write them.
 */
export const replyTemplatesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    replyTemplates: build.query<ReplyTemplate[], { kind?: WorkedKind } | void>({
      query: (args) => ({ url: TEMPLATES, params: args?.kind ? { kind: args.kind } : undefined }),
      transformResponse: (body: Envelope<ReplyTemplate[]>) => body.data,
      providesTags: ['ReplyTemplates'],
    }),
    createReplyTemplate: build.mutation<ReplyTemplate, ReplyTemplateInput>({
      query: (body) => ({ url: TEMPLATES, method: 'POST', body }),
      transformResponse: (body: Envelope<ReplyTemplate>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['ReplyTemplates']),
    }),
    updateReplyTemplate: build.mutation<ReplyTemplate, ReplyTemplateInput & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `${TEMPLATES}/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (body: Envelope<ReplyTemplate>) => body.data,
      invalidatesTags: (_result, error) => (error ? [] : ['ReplyTemplates']),
    }),
    deleteReplyTemplate: build.mutation<unknown, string>({
      query: (id) => ({ url: `${TEMPLATES}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['ReplyTemplates']),
    }),
  }),
});

export const {
  useReplyTemplatesQuery,
  useCreateReplyTemplateMutation,
  useUpdateReplyTemplateMutation,
  useDeleteReplyTemplateMutation,
} = replyTemplatesApi;
