import type { NewsletterStats } from '@bytecraft/contracts/kinds/newsletter-subscription';
import { staffApi, type Envelope } from '../../../lib/staff-api';

export const newsletterApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    newsletterStats: build.query<NewsletterStats, void>({
      query: () => 'newsletter/stats',
      transformResponse: (body: Envelope<NewsletterStats>) => body.data,
      providesTags: ['NewsletterStats'],
    }),
  }),
});

export const { useNewsletterStatsQuery } = newsletterApi;
