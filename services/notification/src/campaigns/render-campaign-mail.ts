import type { CampaignPreview } from '@bytecraft/contracts/campaigns';
import type { CampaignMail } from '@bytecraft/contracts/mail';
import type { MailLinks, RenderedMail } from '../templates/render-mail';
import { footerOf, unsubscribeLinks } from '../templates/render-mail';

/**
 * A campaign's mail: its rendered body in the brand's layout, the preheader hidden at the top
 * (inboxes show it after the subject), and the footer with the subscriber's own unsubscribe
 * link, which the `List-Unsubscribe` headers carry too (one click, RFC 8058, and a mail to us).
 * The text part is the body's Markdown with the same footer. A test to a staff member has no
 * link.
 */
export function renderCampaignMail(job: CampaignMail, links: MailLinks): RenderedMail {
  const headers: Record<string, string> = {};
  let pageUrl: string | undefined;
  if (job.link) {
    // A link that does not open (another key, or copied from another mail) fails the mail.
    const unsubscribe = unsubscribeLinks(links, links.seal.open(job.link, job.to));
    headers['List-Unsubscribe'] = `<${unsubscribe.oneClickUrl}>, <${unsubscribe.mailto}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    pageUrl = unsubscribe.pageUrl;
  }
  return { subject: job.subject, headers, ...layOut(job, links, pageUrl) };
}

/**
 * What the console's preview shows: the mail a subscriber gets, written by the same code, with
 * `preview` standing in for their own unsubscribe token.
 */
export function renderCampaignPreview(preview: CampaignPreview, links: MailLinks): CampaignPreview {
  const { pageUrl } = unsubscribeLinks(links, 'preview');
  return { ...preview, ...layOut(preview, links, pageUrl) };
}

function layOut(
  campaign: Pick<CampaignPreview, 'subject' | 'html' | 'text'> & { preheader?: string | null },
  { layout }: MailLinks,
  unsubscribePageUrl: string | undefined,
) {
  const footer = footerOf(layout, unsubscribePageUrl);
  return {
    text: `${campaign.text}\n\n--\n${footer.text}`,
    html: layout.html({
      subject: campaign.subject,
      preheader: campaign.preheader ?? undefined,
      content: campaign.html,
      footerHtml: footer.html,
    }),
  };
}
