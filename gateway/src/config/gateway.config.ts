import { StaffMailbox } from '@bytecraft/contracts/mail-templates';
import {
  RETENTION_DEFAULT_MONTHS,
  retentionEnvName,
  type RetainedKind,
} from '@bytecraft/contracts/retention';
import { commonEnv, parseEnv, refuseDefaultSecrets } from '@bytecraft/service-runtime/config/env';
import { objectStoreEnv } from '@bytecraft/service-runtime/config/object-store-env';
import { mailLinkEnv } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import { businessHoursEnv } from '@bytecraft/service-runtime/records/business-hours';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { STAFF_PASSWORD_MIN_LENGTH } from '@bytecraft/contracts/staff-team';
import { passwordProblem } from '../staff/staff-password';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/**
 * Passwords that ship in this repository or are commonly left in place (docker-compose.yml's
 * former placeholder among them): production refuses them as the first account's password.
 */
export const DEFAULT_ADMIN_PASSWORDS = [
  'change-me-to-a-long-secret',
  'changemechangeme',
  'administrator',
  'password1234',
  '123456789012',
];

const fields = {
  ...commonEnv,
  PORT: z.coerce.number().int().positive().default(5000),
  HOST: z.string().default('0.0.0.0'),
  /** The gateway's own database: staff accounts. */
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/gateway'),
  /** Comma-separated origins allowed to call the API from a browser. */
  CORS_ORIGIN: z.string().default('http://localhost:5173'),
  /** Submissions per IP per route in one window. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Largest JSON body accepted; bigger ones are answered 413. */
  JSON_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Object storage for resumes. */
  ...objectStoreEnv,
  /** Resumes read at once by one process; each holds a small file or a chunk in memory. */
  UPLOAD_CONCURRENCY: z.coerce.number().int().positive().default(16),
  /** How long an upload beyond them waits for its turn before a 503 with Retry-After. */
  UPLOAD_QUEUE_WAIT_MS: z.coerce.number().int().positive().default(30_000),
  /** Where a resume is written while it arrives (at most UPLOAD_CONCURRENCY × 5 MB). */
  UPLOAD_TMP_DIR: z.string().min(1).default(join(tmpdir(), 'bytecraft-uploads')),
  /**
   * A resume up to this size is held in memory instead of a temporary file (at most
   * UPLOAD_CONCURRENCY × this in memory); 0 writes every resume to a file.
   */
  UPLOAD_MEMORY_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(5 * 1024 * 1024)
    .default(256 * 1024),
  /** An upload a crash left unfinished is removed once this old (files and objects). */
  UPLOAD_ORPHAN_AGE_SECONDS: z.coerce.number().int().positive().default(3600),
  /**
   * The proxies whose X-Forwarded-For names the client (rate limits count per client): a hop
   * count or their addresses and CIDR ranges. None by default.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const trust = parseTrustProxy(value);
      if (typeof trust === 'object' && !Array.isArray(trust)) {
        ctx.addIssue({ code: 'custom', message: trust.problem });
        return z.NEVER;
      }
      return trust;
    }),
  /** The first staff account, created at start when missing and never overwritten. */
  ADMIN_EMAIL: z
    .email()
    .transform((email) => email.toLowerCase())
    .default('admin@bytecraft.example'),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((password) => password || undefined),
  /** A staff session ends after this long without a request. */
  STAFF_SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  /** A staff session ends this long after its sign-in, however busy it has been. */
  STAFF_SESSION_MAX_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 60 * 60),
  /**
   * How long a replica trusts what it last read of an account (disabled or not, its role) before
   * reading it again: a disabled account's session is refused on every replica at most this long
   * after. Capped at a few seconds.
   */
  STAFF_ACCOUNT_CHECK_SECONDS: z.coerce.number().min(0).max(5).default(2),
  /** How long an invitation's link works, and a password reset's. */
  STAFF_INVITE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(72 * 60 * 60),
  STAFF_RESET_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 60 * 60),
  /** The site the console is on: the staff command line prints reset links on it. */
  PUBLIC_SITE_URL: z.url().default('http://localhost:5173'),
  /**
   * How often an open live events stream checks that its session lasts (and writes a
   * keep-alive): a stream ends at most this long after its session expires. A sign-out ends it
   * at once.
   */
  STAFF_EVENTS_CHECK_SECONDS: z.coerce.number().positive().default(5),
  /** How often each replica gives out the records nobody owns, of the kinds given out. */
  ASSIGNMENT_CHECK_SECONDS: z.coerce.number().positive().default(30),
  /**
   * Live events streams one account may hold open at once (browser tabs, across its sessions),
   * on all replicas.
   */
  STAFF_EVENTS_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  /**
   * Failed sign-ins (successful ones do not count) in one window. One account from one client
   * (IPv4 address, IPv6 /64) has a few free failures, then waits a delay that doubles with each
   * further failure up to its cap, and past its maximum waits until the window ends; one
   * client has a maximum across accounts; one account has a ceiling across all clients, which
   * only many clients together reach: then it is refused to everyone and the alert mailbox is
   * told, once per window.
   */
  STAFF_LOGIN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  STAFF_LOGIN_FREE_FAILURES: z.coerce.number().int().min(0).default(5),
  STAFF_LOGIN_DELAY_SECONDS: z.coerce.number().int().positive().default(15),
  STAFF_LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().positive().default(300),
  STAFF_LOGIN_MAX_PER_ACCOUNT_AND_CLIENT: z.coerce.number().int().positive().default(10),
  STAFF_LOGIN_MAX_PER_CLIENT: z.coerce.number().int().positive().default(30),
  STAFF_LOGIN_MAX_PER_ACCOUNT: z.coerce.number().int().positive().default(200),
  STAFF_LOGIN_ALERT_MAILBOX: z.enum(StaffMailbox).default(StaffMailbox.Sales),
  /**
   * The key two-factor secrets are encrypted with in the database (AES-256-GCM, the key being
   * this value's SHA-256): a copy of the database alone does not give anyone the codes.
   * Changing it turns off nobody's two-factor but makes every stored secret unreadable.
   */
  STAFF_TOTP_KEY: z.string().min(16).default('bytecraft-secret'),
  /**
   * The initial value of the team's "require two-factor for admins" setting, until an admin
   * first changes it in the console (then the database's row decides). When on, an admin without
   * two-factor can, once signed in, only set it up (and see who they are, and sign out).
   */
  STAFF_REQUIRE_2FA_FOR_ADMINS: z.stringbool().default(false),
  /** Audit log rows older than this are deleted, daily. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
  /**
   * The key of the hash an erased address leaves behind (`personHash`): the erasure record and
   * the person export's audit row keep it; notification's mail log keeps the same hash, so both
   * need the same key.
   */
  PERSON_HASH_KEY: z.string().min(16).default('bytecraft-person-hash'),
  /** Seals invitation and reset links' tokens in their mail jobs. */
  ...mailLinkEnv,
  /**
   * The business hours until an admin first sets them, read as the services owning worked
   * records read them.
   */
  ...businessHoursEnv,
  /** The daily retention run (one job scheduler across the replicas); off: nothing expires. */
  RETENTION_ENABLED: z.stringbool().default(true),
  /**
   * The OpenAPI pages (/api/docs, /api/docs-json), which describe the staff API as well: served
   * outside production unless false, in production only when true (`servesOpenApiDocs`).
   */
  OPENAPI_DOCS: z.stringbool().optional(),
  /** RETENTION_MONTHS_CONTACT ...: each kind's months after its last contact (`retentionMonths`). */
  ...(Object.fromEntries(
    (Object.keys(RETENTION_DEFAULT_MONTHS) as RetainedKind[]).map((kind) => [
      retentionEnvName(kind),
      z.coerce.number().int().positive().max(1200).default(RETENTION_DEFAULT_MONTHS[kind]),
    ]),
  ) as Record<`RETENTION_MONTHS_${string}`, z.ZodDefault<z.ZodCoercedNumber>>),
};

const schema = refuseDefaultSecrets(z.object(fields), {
  DATABASE_URL: 'url-password',
  S3_ACCESS_KEY: 'secret',
  S3_SECRET_KEY: 'secret',
  STAFF_TOTP_KEY: 'secret',
  PERSON_HASH_KEY: 'secret',
  MAIL_LINK_KEY: 'secret',
}).superRefine((env, ctx) => {
  const problem = adminPasswordProblem(env.ADMIN_PASSWORD, env.NODE_ENV === 'production');
  if (problem) ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: problem });
});

/** Production never starts with a staff password anyone could guess from this repository. */
function adminPasswordProblem(password: string | undefined, production: boolean) {
  if (password === undefined) {
    return production
      ? "ADMIN_PASSWORD must be set in production (the first staff account's password)"
      : undefined;
  }
  const problem = passwordProblem(password);
  if (problem === 'passwordTooShort') {
    return `ADMIN_PASSWORD must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;
  }
  if (production && DEFAULT_ADMIN_PASSWORDS.includes(password.toLowerCase())) {
    return 'ADMIN_PASSWORD is a default password; set one of your own';
  }
  if (problem === 'passwordCommon') return 'ADMIN_PASSWORD is a common password; set another';
  return undefined;
}

export type GatewayConfig = z.output<typeof schema>;

/** Whether this gateway serves the OpenAPI pages: OPENAPI_DOCS, else outside production only. */
export const servesOpenApiDocs = (config: GatewayConfig): boolean =>
  config.OPENAPI_DOCS ?? config.NODE_ENV !== 'production';

/** A kind's retention in months, as configured (`RETENTION_MONTHS_<KIND>`). */
export const retentionMonths = (config: GatewayConfig, kind: RetainedKind): number =>
  (config as unknown as Record<string, number>)[retentionEnvName(kind)];

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export const loadGatewayConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);

/** What the staff command line needs: the database, the sessions it ends, the links it prints. */
export const loadCliConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(
    z.object({
      DATABASE_URL: fields.DATABASE_URL,
      REDIS_URL: fields.REDIS_URL,
      QUEUE_PREFIX: fields.QUEUE_PREFIX,
      STAFF_SESSION_IDLE_SECONDS: fields.STAFF_SESSION_IDLE_SECONDS,
      STAFF_SESSION_MAX_SECONDS: fields.STAFF_SESSION_MAX_SECONDS,
      STAFF_INVITE_TTL_SECONDS: fields.STAFF_INVITE_TTL_SECONDS,
      STAFF_RESET_TTL_SECONDS: fields.STAFF_RESET_TTL_SECONDS,
      PUBLIC_SITE_URL: fields.PUBLIC_SITE_URL,
    }),
    env,
  );
