import { consoleRecordPath } from '@bytecraft/contracts/console-paths';
import {
  greetingName,
  isConfirmation,
  type ConfirmationMail,
  type FieldsMail,
  type MailJob,
} from '@bytecraft/contracts/mail';
import { staffLinkPath } from '@bytecraft/contracts/staff-team';
import { MAIL_TEMPLATES, NOT_YOU } from './mail-templates';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** Where a reply goes (nodemailer's `replyTo`): a staff alert's visitor. */
  replyTo?: string;
}

export interface MailLinks {
  siteUrl: string;
  apiUrl: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail's parts before they are written out as text and as HTML. */
interface Parts {
  heading: string;
  paragraphs: string[];
  fields: [string, string][];
  link?: { label: string; url: string };
  footer: { text: string; html: string };
}

const FOOTER = 'Bytecraft Technologies';

/** A mail's plain-text and HTML parts, its headers and where a reply goes. */
export function renderMail(job: MailJob, links: MailLinks): RenderedMail {
  return isConfirmation(job) ? renderConfirmation(job) : renderFields(job, links);
}

/**
 * Our text and a greeting, nothing else: the name is checked again here (`greetingName`), so a
 * job from any producer cannot bring a link or a line of its own into a visitor's inbox.
 */
function renderConfirmation(job: ConfirmationMail): RenderedMail {
  const template = MAIL_TEMPLATES[job.template];
  const name = greetingName(job.firstName);
  return {
    subject: template.subject,
    headers: {},
    ...write({
      heading: template.heading,
      paragraphs: [name ? `Hello ${name},` : 'Hello,', template.intro, NOT_YOU],
      fields: [],
      footer: { text: FOOTER, html: FOOTER },
    }),
  };
}

/**
 * The submitted fields under the intro. A staff alert replies to the visitor and links the
 * record in the console; newsletter mail carries the unsubscribe link and the RFC 8058
 * one-click headers.
 */
function renderFields(job: FieldsMail, links: MailLinks): RenderedMail {
  const template = MAIL_TEMPLATES[job.template];
  const fields = Object.entries(job.data).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  const headers: Record<string, string> = {};
  const footer = { text: FOOTER, html: FOOTER };
  if (job.unsubscribeToken) {
    const token = encodeURIComponent(job.unsubscribeToken);
    const pageUrl = `${links.siteUrl}/newsletter/unsubscribe/${token}`;
    headers['List-Unsubscribe'] = `<${links.apiUrl}/newsletter/unsubscribe/${token}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    footer.text += `\nUnsubscribe: ${pageUrl}`;
    footer.html += ` · <a href="${escapeHtml(pageUrl)}">Unsubscribe</a>`;
  }
  const link = job.staffLink
    ? {
        label: job.staffLink.purpose === 'invite' ? 'Accept the invitation' : 'Set a new password',
        url: `${links.siteUrl}${staffLinkPath(job.staffLink.purpose, job.staffLink.token)}`,
      }
    : job.record && {
        label: 'Open in the console',
        url: `${links.siteUrl}${consoleRecordPath(job.record.kind, job.record.id)}`,
      };
  return {
    subject: template.subject,
    headers,
    ...(job.replyTo ? { replyTo: job.replyTo } : {}),
    ...write({ heading: template.heading, paragraphs: [template.intro], fields, link, footer }),
  };
}

function write({ heading, paragraphs, fields, link, footer }: Parts) {
  // Blocks apart by a blank line: the heading, each paragraph, the fields, the link, the footer.
  const text = [
    [heading],
    ...paragraphs.map((paragraph) => [paragraph]),
    fields.map(([label, value]) => `${label}: ${value}`),
    link ? [`${link.label}: ${link.url}`] : [],
    ['--', footer.text],
  ]
    .filter((block) => block.length > 0)
    .map((block) => block.join('\n'))
    .join('\n\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a2233"><h1 style="font-size:20px">${escapeHtml(heading)}</h1>${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}${rows ? `<table>${rows}</table>` : ''}${link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : ''}<hr><p style="color:#5a6477;font-size:12px">${footer.html}</p></body></html>`;
  return { text, html };
}
