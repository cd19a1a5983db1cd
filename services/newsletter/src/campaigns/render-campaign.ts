import type { CampaignPreview } from '@bytecraft/contracts/campaigns';
import MarkdownIt from 'markdown-it';
import type { Campaign } from './campaign.entity';

/**
 * CommonMark with links made from bare URLs; HTML written into the Markdown is shown as text,
 * never passed on: whoever drafts a campaign writes words, headings, lists and links, and the
 * mail's layout is the notification service's.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/**
 * A campaign's body as its mail carries it: the HTML part's content, and the text part, which
 * is the Markdown itself (written to be read as plain text).
 */
export const renderCampaign = (
  campaign: Pick<Campaign, 'subject' | 'preheader' | 'body'>,
): CampaignPreview => ({
  subject: campaign.subject,
  preheader: campaign.preheader,
  html: markdown.render(campaign.body),
  text: campaign.body,
});
