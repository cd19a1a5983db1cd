import { StaffMailbox } from '@bytecraft/contracts/mail-templates';
import {
  commonEnv,
  parseEnv,
  productionSecretProblem,
  refuseDefaultSecrets,
} from '@bytecraft/service-runtime/config/env';
import { objectStoreEnv } from '@bytecraft/service-runtime/config/object-store-env';
import { mailLinkEnv } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import { workerEnv } from '@bytecraft/service-runtime/queues/worker-env';
import { z } from 'zod';
import type { MailBrand } from '../templates/mail-layout';

/** A colour a mail's inline styles can carry as it is: `#` and three or six hex digits. */
const hexColour = z
  .string()
  .regex(/^#(?:[0-9a-f]{3}){1,2}$/i, { error: 'must be a colour as #rgb or #rrggbb' });

const DKIM = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;

/** Half a DKIM setting signs nothing: refused, rather than mail going out unsigned unnoticed. */
function dkimTogether(
  env: Partial<Record<(typeof DKIM)[number], string>>,
  ctx: z.RefinementCtx,
): void {
  const set = DKIM.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === DKIM.length) return;
  for (const name of DKIM.filter((name) => env[name] === undefined)) {
    ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${set.join(', ')}` });
  }
}

const schema = refuseDefaultSecrets(
  z.object({
    ...commonEnv,
    ...workerEnv({ concurrency: 32 }),
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/notification'),
    /** The SMTP server mail goes through: a mail catcher locally, the real relay in production. */
    SMTP_URL: z.url().default('smtp://127.0.0.1:1025'),
    /**
     * The SMTP pool: connections kept open to the server (each a TLS handshake saved per mail)
     * and mails per connection before it is renewed. SMTP_RATE_LIMIT paces this process to at
     * most that many mails per SMTP_RATE_DELTA_MS (0: no pacing), below a relay's own limit.
     */
    SMTP_POOL_CONNECTIONS: z.coerce.number().int().min(1).max(100).default(10),
    SMTP_POOL_MESSAGES: z.coerce.number().int().min(1).default(1000),
    SMTP_RATE_LIMIT: z.coerce.number().int().min(0).default(0),
    SMTP_RATE_DELTA_MS: z.coerce.number().int().min(1).default(1000),
    /** A server that does not answer within this fails the send, which is then retried. */
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    MAIL_FROM: z.string().default('Bytecraft Technologies <hello@bytecraft.example>'),
    /**
     * The brand every mail's layout shows: its name (the footer, and the header unless a logo
     * is set), its colour (the header and buttons), the text's colour, and the postal address
     * that newsletter mail's footer carries, as the law asks of bulk mail.
     */
    MAIL_BRAND_NAME: z.string().trim().min(1).max(100).default('Bytecraft Technologies'),
    MAIL_BRAND_COLOR: hexColour.default('#1f4fd1'),
    MAIL_TEXT_COLOR: hexColour.default('#1a2233'),
    MAIL_LOGO_URL: z.url({ protocol: /^https?$/ }).optional(),
    MAIL_POSTAL_ADDRESS: z
      .string()
      .trim()
      .min(1)
      .max(300)
      .default('4th Floor, 21 Residency Road, Bengaluru 560025, India'),
    /**
     * DKIM: with all three set, every mail is signed (nodemailer's own signing) for DKIM_DOMAIN
     * with the key published at `<DKIM_SELECTOR>._domainkey.<DKIM_DOMAIN>` (docs/operations.md).
     * DKIM_PRIVATE_KEY is the PEM private key; its line breaks may be written `\n`.
     */
    DKIM_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, { error: 'must be a domain name' })
      .optional(),
    DKIM_SELECTOR: z
      .string()
      .regex(/^[a-z0-9-]+$/i, { error: 'must be letters, digits and hyphens' })
      .optional(),
    DKIM_PRIVATE_KEY: z
      .string()
      .transform((key) => key.replaceAll('\\n', '\n'))
      .refine((key) => /-----BEGIN (RSA )?PRIVATE KEY-----/.test(key), {
        error: 'must be a PEM private key',
      })
      .optional(),
    STAFF_SALES_EMAIL: z.email().default('sales@bytecraft.example'),
    STAFF_CAREERS_EMAIL: z.email().default('careers@bytecraft.example'),
    STAFF_INTERNSHIPS_EMAIL: z.email().default('internships@bytecraft.example'),
    /**
     * Confirmations one address gets in any 24 hours (a submission's, and a newsletter
     * subscription's confirmation link); past it a submission is stored and staff
     * are alerted as always, but the address is not mailed: a form posted by another site with
     * a stranger's address cannot turn our confirmations into a stream of mail to them.
     */
    CONFIRMATIONS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).default(3),
    /** Where links in mail point: the site for people, the API for one-click unsubscribe. */
    PUBLIC_SITE_URL: z.url().default('http://localhost:5173'),
    PUBLIC_API_URL: z.url().default('http://localhost:5000/api'),
    /**
     * The key of the hash an erased address leaves in the mail log (`personHash`): the gateway's
     * erasure record keeps the same hash, so both need the same key.
     */
    PERSON_HASH_KEY: z.string().min(16).default('bytecraft-person-hash'),
    /** Opens the links' tokens the jobs carry sealed. */
    ...mailLinkEnv,
    /**
     * Inbound mail: the domain whose addresses the SMTP listener accepts mail for (visitors'
     * answers, a mailbox forwarded to it), and its port. Both set, it listens; either unset,
     * no listener runs.
     */
    INBOUND_MAIL_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$|^localhost$/i, { error: 'must be a domain name' })
      .transform((domain) => domain.toLowerCase())
      .optional(),
    INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    /**
     * The key of each record's signed inbound address (a staff alert's Reply-To): whoever holds
     * it can answer a visitor from a record, so production refuses the default where inbound
     * mail is on. A new key leaves the addresses in alerts already sent matching nothing.
     */
    INBOUND_ADDRESS_KEY: z.string().min(16).default('bytecraft-inbound-address'),
    /**
     * With it on, a staff answer to a record's address is mailed on only when a DKIM signature
     * passes for its sender's domain (their mail server vouches for the From:), else refused.
     */
    INBOUND_STAFF_DKIM: z.stringbool().default(false),
    /**
     * With it on, the listener records on each message whether SPF lets the connecting address
     * send for its envelope sender's domain, and a staff answer is mailed on only when that
     * passed for its sender's domain, else refused (with INBOUND_STAFF_DKIM, both must pass).
     */
    INBOUND_STAFF_SPF: z.stringbool().default(false),
    /** Where the listener listens: every interface in a container, the loopback for `npm start`. */
    INBOUND_SMTP_HOST: z.string().min(1).default('0.0.0.0'),
    /** A message larger than this is refused (552) before it is stored. */
    INBOUND_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    /**
     * Inbound mail read from a mailbox by IMAP (a company's `sales@`, or one answers are
     * forwarded to): its server, login and folder. Set the host, and the user and password
     * are required; unset, no mailbox is read. Messages read are flagged \Seen, or moved to
     * INBOUND_IMAP_MOVE_TO; the mailbox is read as the server announces new mail and every
     * INBOUND_IMAP_POLL_MS besides.
     */
    INBOUND_IMAP_HOST: z.string().min(1).optional(),
    INBOUND_IMAP_PORT: z.coerce.number().int().min(1).max(65_535).default(993),
    /** TLS from the first byte (port 993); false for a server on the loopback only. */
    INBOUND_IMAP_TLS: z.stringbool().default(true),
    INBOUND_IMAP_USER: z.string().min(1).optional(),
    INBOUND_IMAP_PASSWORD: z.string().min(1).optional(),
    INBOUND_IMAP_MAILBOX: z.string().min(1).default('INBOX'),
    INBOUND_IMAP_MOVE_TO: z.string().min(1).optional(),
    INBOUND_IMAP_POLL_MS: z.coerce.number().int().min(1000).default(60_000),
    /**
     * Where inbound mail's attachments are kept: the bucket, under `inbound/`, as a user allowed
     * that prefix alone. An attachment larger than INBOUND_ATTACHMENT_MAX_BYTES is refused (its
     * message still lands).
     */
    ...objectStoreEnv,
    INBOUND_ATTACHMENT_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(5 * 1024 * 1024),
  }),
  {
    DATABASE_URL: 'url-password',
    PERSON_HASH_KEY: 'secret',
    MAIL_LINK_KEY: 'secret',
    S3_ACCESS_KEY: 'secret',
    S3_SECRET_KEY: 'secret',
  },
).superRefine((env, ctx) => {
  dkimTogether(env, ctx);
  const addressKeyProblem =
    env.NODE_ENV === 'production' && env.INBOUND_MAIL_DOMAIN
      ? productionSecretProblem('INBOUND_ADDRESS_KEY', env.INBOUND_ADDRESS_KEY)
      : undefined;
  if (addressKeyProblem) {
    ctx.addIssue({ code: 'custom', path: ['INBOUND_ADDRESS_KEY'], message: addressKeyProblem });
  }
  if (!env.INBOUND_IMAP_HOST) return;
  for (const name of ['INBOUND_IMAP_USER', 'INBOUND_IMAP_PASSWORD'] as const) {
    if (!env[name]) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'required with INBOUND_IMAP_HOST' });
    }
  }
  const problem =
    env.NODE_ENV === 'production' && env.INBOUND_IMAP_PASSWORD
      ? productionSecretProblem('INBOUND_IMAP_PASSWORD', env.INBOUND_IMAP_PASSWORD)
      : undefined;
  if (problem) ctx.addIssue({ code: 'custom', path: ['INBOUND_IMAP_PASSWORD'], message: problem });
});

export type NotificationConfig = z.output<typeof schema>;

export const NOTIFICATION_CONFIG = Symbol('NOTIFICATION_CONFIG');

/** Each staff mailbox's address: where alerts go, and where a visitor's answer to a reply does. */
export const staffMailboxes = (config: NotificationConfig): Record<StaffMailbox, string> => ({
  [StaffMailbox.Sales]: config.STAFF_SALES_EMAIL,
  [StaffMailbox.Careers]: config.STAFF_CAREERS_EMAIL,
  [StaffMailbox.Internships]: config.STAFF_INTERNSHIPS_EMAIL,
});

/** Who mail is from, as the layout shows it. */
export const mailBrandOf = (config: NotificationConfig): MailBrand => ({
  name: config.MAIL_BRAND_NAME,
  colour: config.MAIL_BRAND_COLOR,
  textColour: config.MAIL_TEXT_COLOR,
  ...(config.MAIL_LOGO_URL ? { logoUrl: config.MAIL_LOGO_URL } : {}),
  postalAddress: config.MAIL_POSTAL_ADDRESS,
});

export const loadNotificationConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
