import { consoleRecordPath } from '@bytecraft/contracts/console-paths';
import {
  greetingName,
  inert,
  isCampaignMail,
  isConfirmation,
  isReply,
  type ConfirmationMail,
  type FieldsMail,
  type MailJob,
  type QuotedMessage,
  type ReplyMail,
} from '@bytecraft/contracts/mail';
import { MailTemplate, type StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { isWorked, type WorkedKind } from '@bytecraft/contracts/records';
import { staffLinkPath } from '@bytecraft/contracts/staff-team';
import type { MailLinkSeal } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import { renderCampaignMail } from '../campaigns/render-campaign-mail';
import { escapeHtml, type MailLayout } from './mail-layout';
import { MAIL_TEMPLATES, NOT_YOU } from './mail-templates';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /**
   * Where a reply goes (nodemailer's `replyTo`): a staff alert's record (or its visitor where
   * inbound mail is off), a reply's mailbox.
   */
  replyTo?: string;
}

export interface MailLinks {
  siteUrl: string;
  apiUrl: string;
  /** Each staff mailbox's address: a staff reply's Reply-To. */
  mailboxes: Record<StaffMailbox, string>;
  /** Opens a mail's sealed link token: only here is it written out, in the mail itself. */
  seal: MailLinkSeal;
  /** Where a mail asking to unsubscribe goes (`List-Unsubscribe`'s `mailto:`). */
  unsubscribeAddress: string;
  /** Each record's signed inbound address, where inbound mail is on (`RecordAddresses.of`). */
  recordAddress?: (kind: WorkedKind, recordId: string) => string;
  /** The brand's layout every mail but a staff reply is written in. */
  layout: MailLayout;
}

/**
 * A subscriber's ways out of the newsletter: the site's page (the footer's link), the API's
 * one-click route (RFC 8058), and a mail to us.
 */
export function unsubscribeLinks(links: MailLinks, token: string) {
  const path = `/newsletter/unsubscribe/${encodeURIComponent(token)}`;
  return {
    pageUrl: `${links.siteUrl}${path}`,
    oneClickUrl: `${links.apiUrl}${path}`,
    mailto: `mailto:${links.unsubscribeAddress}?subject=unsubscribe`,
  };
}

/** A mail's parts before they are written out as text and as HTML. */
interface Parts {
  subject: string;
  heading: string;
  paragraphs: string[];
  fields: [string, string][];
  link?: { label: string; url: string };
  footer: { text: string; html: string };
}

/**
 * The footer under a mail: the brand's name; for newsletter mail (it has a way out) the
 * subscriber's unsubscribe link and the sender's postal address, as the law asks of bulk mail.
 */
export function footerOf(layout: MailLayout, unsubscribePageUrl?: string) {
  const { name, postalAddress } = layout.brand;
  if (unsubscribePageUrl === undefined) return { text: name, html: escapeHtml(name) };
  return {
    text: `${name}\nUnsubscribe: ${unsubscribePageUrl}\n${postalAddress}`,
    html: `${escapeHtml(name)} · <a href="${escapeHtml(unsubscribePageUrl)}">Unsubscribe</a><br>${escapeHtml(postalAddress)}`,
  };
}

/** A mail's plain-text and HTML parts, its headers and where a reply goes. */
export function renderMail(job: MailJob, links: MailLinks): RenderedMail {
  if (isConfirmation(job)) return renderConfirmation(job, links);
  if (isReply(job)) return renderReply(job, links);
  if (isCampaignMail(job)) return renderCampaignMail(job, links);
  return renderFields(job, links);
}

const QUOTE_DATE = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** '24 Nov 2026, 09:12 UTC'; a time that is not one is shown as it came. */
function quoteDate(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : `${QUOTE_DATE.format(date)} UTC`;
}

/**
 * Staff's own subject and text, then the conversation quoted below it, newest first: as Gmail
 * and Outlook lay out a top-posted thread, the message being answered sits right under the
 * answer and each older one further down, so the visitor reads the context in the order they
 * need it. Nothing but what staff and the visitor wrote, and in the HTML part all of it
 * escaped: a link stays text and markup is shown, never run; the visitor's words are `inert`.
 */
function renderReply(job: ReplyMail, links: MailLinks): RenderedMail {
  // The visitor's words are inert again here: a job from any producer relays no link of theirs.
  const shown = (message: QuotedMessage, text: string) => (message.visitor ? inert(text) : text);
  const quotes = job.quoted.toReversed().map((message) => ({
    heading: `On ${quoteDate(message.at)}, ${shown(message, message.from).replace(/\s+/g, ' ')} wrote:`,
    text: shown(message, message.text),
  }));
  const text = [
    job.body,
    ...quotes.map(({ heading, text }) =>
      [heading, ...text.split(/\r?\n/).map((line) => `> ${line}`)].join('\n'),
    ),
  ].join('\n\n');
  const quoted = quotes
    .map(
      ({ heading, text }) =>
        `<p style="color:#5a6477">${escapeHtml(heading)}</p><blockquote style="margin:0 0 0 8px;padding-left:12px;border-left:2px solid #c5cad3;color:#5a6477;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a2233"><div style="white-space:pre-wrap">${escapeHtml(job.body)}</div>${quoted}</body></html>`;
  return { subject: job.subject, headers: {}, replyTo: links.mailboxes[job.replyTo], text, html };
}

/**
 * Our text and a greeting, nothing else: the name is checked again here (`greetingName`), so a
 * job from any producer cannot bring a link or a line of its own into a visitor's inbox.
 */
function renderConfirmation(job: ConfirmationMail, links: MailLinks): RenderedMail {
  const template = MAIL_TEMPLATES[job.template];
  const name = greetingName(job.firstName);
  return {
    subject: template.subject,
    headers: {},
    ...write(links.layout, {
      subject: template.subject,
      heading: template.heading,
      paragraphs: [name ? `Hello ${name},` : 'Hello,', template.intro, NOT_YOU],
      fields: [],
      footer: footerOf(links.layout),
    }),
  };
}

/**
 * The submitted fields under the intro. A staff alert replies to the visitor and links the
 * record in the console; newsletter mail carries the unsubscribe link and the RFC 8058
 * one-click headers, a subscription's confirmation the link that confirms it, an invitation
 * or a reset the console's page that sets the password.
 */
function renderFields(job: FieldsMail, links: MailLinks): RenderedMail {
  const template = MAIL_TEMPLATES[job.template];
  const fields = Object.entries(job.data).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  const headers: Record<string, string> = {};
  let footer = footerOf(links.layout);
  let link: Parts['link'] = job.record && {
    label: 'Open in the console',
    url: `${links.siteUrl}${consoleRecordPath(job.record.kind, job.record.id)}`,
  };
  if (job.link) {
    // A link that does not open (another key, or copied from another mail) fails the mail.
    const token = links.seal.open(job.link, job.to);
    const purpose = job.link.purpose;
    if (purpose === 'unsubscribe') {
      const { pageUrl, oneClickUrl } = unsubscribeLinks(links, token);
      headers['List-Unsubscribe'] = `<${oneClickUrl}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      footer = footerOf(links.layout, pageUrl);
    } else if (purpose === 'newsletter-confirm') {
      link = {
        label: 'Confirm your subscription',
        url: `${links.siteUrl}/newsletter/confirm/${encodeURIComponent(token)}`,
      };
    } else {
      link = {
        label: purpose === 'invite' ? 'Accept the invitation' : 'Set a new password',
        url: `${links.siteUrl}${staffLinkPath(purpose, token)}`,
      };
    }
  }
  const replyTo = alertReplyTo(job, links);
  return {
    subject: template.subject,
    headers,
    ...(replyTo ? { replyTo } : {}),
    ...write(links.layout, {
      subject: template.subject,
      heading: template.heading,
      paragraphs: [template.intro],
      fields,
      link,
      footer,
    }),
  };
}

/**
 * A staff alert answers from its record where inbound mail is on: the record's own address, so
 * an answer typed in a mail client comes back to be mailed from the record. Only a mail to
 * staff carries it: a staff mailbox, or the owner told of a visitor's answer (the gateway mails
 * that to an active account alone); a visitor never sees one.
 */
function alertReplyTo(job: FieldsMail, links: MailLinks): string | undefined {
  const { record } = job;
  const toStaff = 'staff' in job.to || job.template === MailTemplate.VisitorReplied;
  if (!job.replyTo || !record || !toStaff || !links.recordAddress) return job.replyTo;
  return isWorked(record.kind) ? links.recordAddress(record.kind, record.id) : job.replyTo;
}

function write(layout: MailLayout, { subject, heading, paragraphs, fields, link, footer }: Parts) {
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
  const content = `<h1 style="font-size:22px;line-height:1.3;margin:0 0 16px">${escapeHtml(heading)}</h1>${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}${rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : ''}`;
  const html = layout.html({ subject, content, button: link, footerHtml: footer.html });
  return { text, html };
}
