import type { CampaignMail } from '@bytecraft/contracts/mail';
import type { MailLinks, RenderedMail } from '../templates/render-mail';
import { escapeHtml, FOOTER, unsubscribeLinks } from '../templates/render-mail';

/**
 * A campaign's mail: its rendered body in the layout, the preheader hidden at the top (inboxes
 * show it after the subject), and the footer with the subscriber's own unsubscribe link, which
 * the `List-Unsubscribe` headers carry too (one click, RFC 8058, and a mail to us). The text
 * part is the body's Markdown with the same footer. A test to a staff member has no link.
 */
export function renderCampaignMail(job: CampaignMail, links: MailLinks): RenderedMail {
  const headers: Record<string, string> = {};
  let footerText = FOOTER;
  let footerHtml = FOOTER;
  if (job.link) {
    // A link that does not open (another key, or copied from another mail) fails the mail.
    const { pageUrl, oneClickUrl, mailto } = unsubscribeLinks(
      links,
      links.seal.open(job.link, job.to),
    );
    headers['List-Unsubscribe'] = `<${oneClickUrl}>, <${mailto}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    footerText += `\nUnsubscribe: ${pageUrl}`;
    footerHtml += ` · <a href="${escapeHtml(pageUrl)}">Unsubscribe</a>`;
  }
  const preheader = job.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(job.preheader)}</div>`
    : '';
  return {
    subject: job.subject,
    headers,
    text: `${job.text}\n\n--\n${footerText}`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a2233">${preheader}<div style="max-width:640px;margin:0 auto">${job.html}<hr><p style="color:#5a6477;font-size:12px">${footerHtml}</p></div></body></html>`,
  };
}
