import type { MailJob } from '@bytecraft/contracts/mail';
import { MAIL_TEMPLATES } from './mail-templates';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface MailLinks {
  siteUrl: string;
  apiUrl: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A mail's plain-text and HTML parts from its template and the submitted fields. Newsletter
 * mail carries the unsubscribe link and the RFC 8058 one-click headers.
 */
export function renderMail(job: MailJob, links: MailLinks): RenderedMail {
  const template = MAIL_TEMPLATES[job.template];
  const fields = Object.entries(job.data).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  const headers: Record<string, string> = {};
  let footerText = 'Bytecraft Technologies';
  let footerHtml = footerText;
  if (job.unsubscribeToken) {
    const token = encodeURIComponent(job.unsubscribeToken);
    const pageUrl = `${links.siteUrl}/newsletter/unsubscribe/${token}`;
    headers['List-Unsubscribe'] = `<${links.apiUrl}/newsletter/unsubscribe/${token}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    footerText += `\nUnsubscribe: ${pageUrl}`;
    footerHtml += ` · <a href="${escapeHtml(pageUrl)}">Unsubscribe</a>`;
  }
  const text = [
    template.heading,
    '',
    template.intro,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    '',
    '--',
    footerText,
  ].join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a2233"><h1 style="font-size:20px">${escapeHtml(template.heading)}</h1><p>${escapeHtml(template.intro)}</p>${rows ? `<table>${rows}</table>` : ''}<hr><p style="color:#5a6477;font-size:12px">${footerHtml}</p></body></html>`;
  return { subject: template.subject, text, html, headers };
}
