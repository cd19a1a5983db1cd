import { z } from './zod';
import { CAMPAIGN_LIMITS } from './campaigns';
import { LIMITS } from './fields';
import { MailTemplate, StaffMailbox } from './mail-templates';
import { EMAIL_PATTERN } from './patterns';
import { KINDS, RECORD_KIND_IDS, type KindOf, type RecordKind, type WorkedKind } from './records';
import { UUID_PATTERN } from './submission';

export type MailRecipient = { visitor: string } | { staff: StaffMailbox };

/** The links whose token redeems something: set a staff password, confirm or end a subscription. */
export const MAIL_LINK_PURPOSES = ['invite', 'reset', 'newsletter-confirm', 'unsubscribe'] as const;
export type MailLinkPurpose = (typeof MAIL_LINK_PURPOSES)[number];

/**
 * A link's token as a mail job carries it: sealed (AES-256-GCM, `v1.<iv>.<tag>.<data>` in
 * base64url, the runtime's `MailLinkSeal`) under a key only its minters and the notification
 * service hold. Whoever reads a queue (its board, a copy of Redis) cannot follow the link, and
 * a raw token does not match, so no publisher can put one in a job.
 */
const sealedTokenSchema = z
  .string()
  .check(z.maxLength(400), z.regex(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/))
  .brand<'SealedToken'>();
export type SealedToken = z.output<typeof sealedTokenSchema>;

/** A mail's link: what it is for, and its token sealed for that purpose and that recipient. */
export interface SealedLink {
  purpose: MailLinkPurpose;
  token: SealedToken;
}

/**
 * The mails that answer a submission at the address it gave. Anyone can type anyone's address
 * (and any site can make a browser post our forms), so these say only what we wrote and greet
 * by a first name: otherwise a stranger would get a mail from us repeating a sender's text.
 */
export const CONFIRMATION_TEMPLATES = KINDS.flatMap((kind) =>
  'mail' in kind ? [kind.mail.confirmation] : [],
) as [ConfirmationTemplate, ...ConfirmationTemplate[]];

export type ConfirmationTemplate = KindOf<WorkedKind>['mail']['confirmation'];

/** A submission's confirmation: our text, the visitor's first name, nothing else they sent. */
export interface ConfirmationMail {
  deliveryId: string;
  template: ConfirmationTemplate;
  to: { visitor: string };
  /** `greetingName` of the name they typed; without one the mail greets no one by name. */
  firstName?: string;
}

/** Every other mail: staff alerts, and the mails whose text is ours (an answer, a welcome). */
export interface FieldsMail {
  deliveryId: string;
  template: Exclude<
    MailTemplate,
    ConfirmationTemplate | MailTemplate.StaffReply | MailTemplate.NewsletterCampaign
  >;
  to: MailRecipient;
  /** The lines the mail lists, field label to value: for an alert, what the visitor sent. */
  data: Record<string, string | undefined>;
  /** A staff alert's Reply-To: the visitor's address, so answering the alert answers them. */
  replyTo?: string;
  /** The record a staff alert is about, linked in the staff console. */
  record?: { kind: RecordKind; id: string };
  /**
   * The mail's link that redeems something, sealed: an invitation's or a reset's (the console's
   * page), a newsletter confirmation's, or a newsletter mail's unsubscribe link and headers.
   */
  link?: SealedLink;
}

/** The shared mailbox a visitor's answer to a reply reaches, by the kind of record replied to. */
export const REPLY_MAILBOX = Object.fromEntries(
  KINDS.flatMap((kind) => ('mail' in kind ? [[kind.id, kind.mail.mailbox] as const] : [])),
) as Record<WorkedKind, StaffMailbox>;

/** One earlier message of a conversation, quoted below a reply. */
export interface QuotedMessage {
  at: string;
  /** Who wrote it, as the quote's heading names them ('Asha', 'Ana Silva'). */
  from: string;
  text: string;
  /** The visitor's own message: its heading and text are `inert`, as the schema checks. */
  visitor?: true;
}

/**
 * A staff member's reply to a visitor: from the company's address, `Reply-To` the kind's shared
 * mailbox, our earlier replies quoted below and the visitor's message only when staff asked for
 * it, made `inert`. The text is staff's, sent to the address the record came from, once per
 * reply (its delivery id is the reply's).
 */
export interface ReplyMail {
  deliveryId: string;
  template: MailTemplate.StaffReply;
  to: { visitor: string };
  subject: string;
  body: string;
  replyTo: StaffMailbox;
  /** Oldest first: the visitor's message and the replies before this one. */
  quoted: QuotedMessage[];
  /**
   * A staff answer mailed from a mail client: the received message (its id) whose files go with
   * the reply, each checked by its bytes as a visitor's are.
   */
  attachmentsOf?: string;
}

/**
 * A newsletter campaign's mail: its subject and preheader, its body rendered from Markdown by
 * the newsletter service (HTML and text), and the subscriber's unsubscribe link, which the
 * notification service writes into the footer and the one-click headers. A test send to a
 * staff member has no link.
 */
export interface CampaignMail {
  deliveryId: string;
  template: MailTemplate.NewsletterCampaign;
  to: { visitor: string };
  subject: string;
  preheader?: string;
  html: string;
  text: string;
  link?: SealedLink & { purpose: 'unsubscribe' };
}

/**
 * One mail to send. `deliveryId` is deterministic (record id + template), so a retried job
 * or a re-published one sends the mail once.
 */
export type MailJob = ConfirmationMail | FieldsMail | ReplyMail | CampaignMail;

const CONFIRMATIONS: ReadonlySet<MailTemplate> = new Set(CONFIRMATION_TEMPLATES);

export const isConfirmation = (mail: MailJob): mail is ConfirmationMail =>
  CONFIRMATIONS.has(mail.template);

export const isReply = (mail: MailJob): mail is ReplyMail =>
  mail.template === MailTemplate.StaffReply;

export const isCampaignMail = (mail: MailJob): mail is CampaignMail =>
  mail.template === MailTemplate.NewsletterCampaign;

/** Longer first names are cut: the greeting is ours, not a place for a visitor's text. */
export const GREETING_NAME_MAX = 30;

/**
 * The first name a confirmation greets by: the first word of the name, cut to
 * GREETING_NAME_MAX characters, or none when that word holds anything but letters, apostrophes
 * and hyphens. A name is still text the sender chose; `/`, `:`, `.`, `@` and digits are what a
 * link or an address is made of, and a mail client would show them as one.
 */
export function greetingName(name: string | undefined): string | undefined {
  const first = name?.trim().split(/\s+/, 1)[0] ?? '';
  if (!/^[\p{L}\p{M}'\u2019-]+$/u.test(first)) return undefined;
  return Array.from(first).slice(0, GREETING_NAME_MAX).join('');
}

/**
 * The mails of one event (a submission's confirmation and alert, a welcome, an answer), sent as
 * one job: a queue job and a database claim per event rather than per mail is what the
 * notification service's throughput is made of. Each mail keeps its own delivery id, so a mail
 * already sent is never sent again when the job runs again.
 */
export interface MailBatch {
  mails: MailJob[];
  /** The request and submission the mails follow from, for the notification service's logs. */
  requestId?: string;
  submissionId?: string;
}

/** A batch's job id: its delivery ids, so publishing the same mails again is the same job. */
export const mailBatchId = (mails: MailJob[]) => mails.map((mail) => mail.deliveryId).join('+');

const LINK_DOT = /(?<=[\p{L}\p{N}])[.\u3002\uFF0E\uFF61](?=[\p{L}\p{N}])/gu;

/**
 * Text of a sender's that a mail of ours may show, with nothing in it a mail client turns into
 * a link: `https://evil.example/x` becomes `https[:]//evil[.]example/x`, `a@b.com` becomes
 * `a[at]b[.]com`. Anyone can make us mail anyone (a form takes any address), so what a stranger
 * wrote reaches a visitor only as words. Every dot between letters or digits goes, so a bare
 * domain is no link either (a decimal reads `3[.]5`); inert text stays as it is.
 */
export function inert(text: string): string {
  return text
    .replace(/[:\uFF1A](?=[/\\\uFF0F]{2})/g, '[:]')
    .replace(/\b(mailto)[:\uFF1A]/gi, '$1[:]')
    .replace(/[@\uFF20]/g, '[at]')
    .replace(LINK_DOT, '[.]');
}

/**
 * The two mails every submission causes: a confirmation to the visitor, which carries their
 * first name and nothing else they sent, and an alert to staff with everything, a link to the
 * record in the console and the visitor's address to reply to.
 */
export function confirmationAndAlert(options: {
  kind: RecordKind;
  recordId: string;
  visitor: { name: string; email: string };
  confirmation: ConfirmationTemplate;
  alert: FieldsMail['template'];
  mailbox: StaffMailbox;
  /** The alert's lines: what the visitor sent, by its labels (`labelled`). */
  data: FieldsMail['data'];
}): [ConfirmationMail, FieldsMail] {
  const { kind, recordId, visitor, confirmation, alert, mailbox, data } = options;
  const firstName = greetingName(visitor.name);
  return [
    {
      deliveryId: `${recordId}.${confirmation}`,
      template: confirmation,
      to: { visitor: visitor.email },
      ...(firstName ? { firstName } : {}),
    },
    {
      deliveryId: `${recordId}.${alert}`,
      template: alert,
      to: { staff: mailbox },
      data,
      replyTo: visitor.email,
      record: { kind, id: recordId },
    },
  ];
}

/**
 * A mail's lines from a kind's field labels (`CONTACT_LABELS`, ...) and the values to show, in
 * the labels' order: `{ Name: 'Asha Rao', Company: 'Rao Logistics', ... }`.
 */
export function labelled<K extends string>(
  labels: Readonly<Record<K, string>>,
  values: Partial<Record<NoInfer<K>, string | null | undefined>>,
): FieldsMail['data'] {
  const data: FieldsMail['data'] = {};
  for (const field of Object.keys(labels) as K[]) {
    if (field in values) data[labels[field]] = values[field] ?? undefined;
  }
  return data;
}

const address = z.string().check(z.maxLength(LIMITS.email), z.regex(EMAIL_PATTERN));
const deliveryId = z.string().check(z.minLength(1), z.maxLength(200));
/** A request or submission id a batch carries for the logs. */
const traceId = z.optional(z.string().check(z.minLength(1), z.maxLength(200)));

const confirmationMailSchema = z.strictObject({
  deliveryId,
  template: z.enum(CONFIRMATION_TEMPLATES),
  to: z.strictObject({ visitor: address }),
  // Only what greetingName gives: a confirmation never carries other text of the sender's.
  firstName: z.optional(z.string().check(z.refine((name) => greetingName(name) === name))),
});

const replyMailSchema = z.strictObject({
  deliveryId,
  template: z.literal(MailTemplate.StaffReply),
  to: z.strictObject({ visitor: address }),
  subject: z.string().check(
    z.minLength(1),
    z.maxLength(LIMITS.replySubject),
    z.refine((subject) => !/[\r\n]/.test(subject)),
  ),
  body: z.string().check(z.minLength(1), z.maxLength(LIMITS.replyBody)),
  replyTo: z.enum(StaffMailbox),
  quoted: z
    .array(
      z
        .strictObject({
          at: z.string().check(z.maxLength(40)),
          from: z.string().check(z.maxLength(200)),
          text: z.string().check(z.maxLength(LIMITS.replyBody)),
          visitor: z.optional(z.literal(true)),
        })
        // What the visitor wrote only as inert text, whoever queued the mail.
        .check(
          z.refine(
            (quote) =>
              !quote.visitor ||
              (inert(quote.from) === quote.from && inert(quote.text) === quote.text),
          ),
        ),
    )
    .check(z.maxLength(50)),
  attachmentsOf: z.optional(z.string().check(z.regex(UUID_PATTERN))),
});

/** Twice the Markdown's limit: what the newsletter service renders from a campaign's body. */
const CAMPAIGN_PART_MAX = 2 * CAMPAIGN_LIMITS.body;

const campaignMailSchema = z.strictObject({
  deliveryId,
  template: z.literal(MailTemplate.NewsletterCampaign),
  to: z.strictObject({ visitor: address }),
  subject: z.string().check(
    z.minLength(1),
    z.maxLength(CAMPAIGN_LIMITS.subject),
    z.refine((subject) => !/[\r\n]/.test(subject)),
  ),
  preheader: z.optional(
    z.string().check(
      z.maxLength(CAMPAIGN_LIMITS.preheader),
      z.refine((preheader) => !/[\r\n]/.test(preheader)),
    ),
  ),
  html: z.string().check(z.minLength(1), z.maxLength(CAMPAIGN_PART_MAX)),
  text: z.string().check(z.minLength(1), z.maxLength(CAMPAIGN_PART_MAX)),
  link: z.optional(z.strictObject({ purpose: z.literal('unsubscribe'), token: sealedTokenSchema })),
});

const fieldsMailSchema = z.strictObject({
  deliveryId,
  template: z.pipe(
    z
      .enum(MailTemplate)
      .check(
        z.refine(
          (template) =>
            !CONFIRMATIONS.has(template) &&
            template !== MailTemplate.StaffReply &&
            template !== MailTemplate.NewsletterCampaign,
        ),
      ),
    z.transform((template: MailTemplate) => template as FieldsMail['template']),
  ),
  to: z.union([
    z.strictObject({ visitor: address }),
    z.strictObject({ staff: z.enum(StaffMailbox) }),
  ]),
  data: z.record(
    z.string().check(z.maxLength(200)),
    z.optional(z.string().check(z.maxLength(LIMITS.longText))),
  ),
  replyTo: z.optional(address),
  record: z.optional(
    z.strictObject({
      kind: z.enum(RECORD_KIND_IDS),
      id: z.string().check(z.minLength(1), z.maxLength(200)),
    }),
  ),
  link: z.optional(
    z.strictObject({ purpose: z.enum(MAIL_LINK_PURPOSES), token: sealedTokenSchema }),
  ),
});

/**
 * A `mail.send` job's data as the notification service accepts it, whoever queued it: a
 * confirmation that holds anything but its first name, or a mail to an address that is none,
 * is refused before anything is sent.
 */
export const mailBatchSchema: z.ZodMiniType<MailBatch> = z.strictObject({
  mails: z
    .array(z.union([confirmationMailSchema, replyMailSchema, campaignMailSchema, fieldsMailSchema]))
    .check(z.minLength(1), z.maxLength(20)),
  requestId: traceId,
  submissionId: traceId,
});
