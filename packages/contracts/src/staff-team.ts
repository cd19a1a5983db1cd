import { z } from './zod';
import { currentPasswordSchema } from './staff-auth';

/**
 * What a staff member may do. Staff triage everything; an admin also manages the team, reads
 * the audit log, erases personal data and acts in the queue dashboard.
 */
export enum StaffRole {
  Admin = 'admin',
  Staff = 'staff',
}

export const STAFF_ROLES = [StaffRole.Admin, StaffRole.Staff] as const;

/** An invited member has not set a password yet; a disabled one cannot sign in. */
export type StaffState = 'invited' | 'active' | 'disabled';

/** Shortest password a staff account may have, wherever it is set (console, CLI, env). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export const STAFF_TEAM_MESSAGES = {
  passwordTooShort: `Use at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  passwordCommon: 'This password is too common; choose another',
  passwordWrong: 'The current password is not right',
  emailTaken: 'This address already has an account',
  lastAdmin: 'The last active admin cannot be disabled or demoted',
  linkInvalid: 'This link is invalid or has expired; ask an admin for a new one',
  twoFactorRequired: 'Enter the code from your authenticator app',
  twoFactorWrong: 'The code is not right',
  twoFactorOn: 'Two-factor sign-in is already on; turn it off first to set it up again',
  twoFactorNotSetUp: 'Start the two-factor setup first',
  twoFactorAlreadyOff: 'Two-factor sign-in is already off for this account',
  twoFactorClearOwn:
    'Turn your own two-factor sign-in off on your Account screen, with your password',
  twoFactorSetupRequired:
    'Admins must turn on two-factor sign-in first: set it up on your Account screen',
  adminOnly: 'Only an admin can do this',
  ownTwoFactorFirst: 'Turn on your own two-factor sign-in before requiring it of admins',
} as const;

/** What a mailed one-time link lets its holder do: accept an invitation, or reset a password. */
export type StaffLinkPurpose = 'invite' | 'reset';

/** `/admin/invite/<token>`, `/admin/reset/<token>`: the console's page a mailed link opens. */
export const staffLinkPath = (purpose: StaffLinkPurpose, token: string) =>
  `/admin/${purpose}/${encodeURIComponent(token)}`;

/** One member of the team as the Team screen lists them. */
export interface StaffMember {
  id: string;
  email: string;
  name: string | null;
  role: StaffRole;
  state: StaffState;
  /** ISO time of the last sign-in, or null. */
  lastSignInAt: string | null;
  twoFactor: boolean;
}

/** Who is signed in (`GET /api/admin/auth/me`). */
export interface StaffMe {
  /** The account's id: what a record's owner is (`ownerId`). */
  id: string;
  email: string;
  name: string | null;
  role: StaffRole;
  twoFactor: boolean;
}

/** A new password (invitation accepted, reset): the policy's length; the common list is checked by the server. */
export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(STAFF_PASSWORD_MIN_LENGTH, { error: STAFF_TEAM_MESSAGES.passwordTooShort }),
    z.maxLength(1024),
  );

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));

/** `POST /api/admin/staff`: an invitation mailed to the address. */
export const staffInviteSchema = z.object({
  email: z.email({ error: 'Invalid Email' }).check(z.maxLength(254)),
  role: z.enum(StaffRole),
  name: z.optional(nameSchema),
});
export type StaffInvite = z.output<typeof staffInviteSchema>;

/** `PATCH /api/admin/auth/me`: the signed-in member's own name. */
export const staffNameSchema = z.object({ name: nameSchema });
export type StaffName = z.output<typeof staffNameSchema>;

/** `PATCH /api/admin/staff/:id`. */
export const staffUpdateSchema = z
  .object({
    role: z.optional(z.enum(StaffRole)),
    disabled: z.optional(z.boolean()),
    name: z.optional(nameSchema),
  })
  .check(z.refine((update) => Object.keys(update).length > 0, { error: 'Nothing to change' }));
export type StaffUpdate = z.output<typeof staffUpdateSchema>;

/** `POST /api/admin/auth/invite/:token` and `POST /api/admin/auth/reset/:token`. */
export const setPasswordSchema = z.object({ password: newPasswordSchema });
export type SetPassword = z.output<typeof setPasswordSchema>;

/** `POST /api/admin/auth/password`: the signed-in member changes their own. */
export const passwordChangeSchema = z.object({
  current: currentPasswordSchema,
  next: newPasswordSchema,
});
export type PasswordChange = z.output<typeof passwordChangeSchema>;

/** `POST /api/admin/auth/two-factor/setup`: shown once, then only the authenticator app has it. */
export interface TwoFactorSetup {
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code as a PNG data URL, for an <img>. */
  qrCode: string;
}

/**
 * `POST /api/admin/auth/two-factor/enable`: a current code from the app just set up, and the
 * member's password, so that a session alone cannot put an authenticator of its own on the account.
 */
export const twoFactorEnableSchema = z.object({
  code: z
    .string({ error: 'Code is required' })
    .check(
      z.trim(),
      z.regex(/^\d{6}$/, { error: 'Enter the six digits from your authenticator app' }),
    ),
  password: currentPasswordSchema,
});
export type TwoFactorEnable = z.output<typeof twoFactorEnableSchema>;

/** `POST /api/admin/auth/two-factor/disable`: the member's password again. */
export const twoFactorDisableSchema = z.object({ password: currentPasswordSchema });
export type TwoFactorDisable = z.output<typeof twoFactorDisableSchema>;

/** The team's settings (`GET /api/admin/settings`, any staff: the console adapts to them). */
export interface TeamSettings {
  /** An admin without two-factor sign-in can only set it up until it is on. */
  requireTwoFactorForAdmins: boolean;
}

/** `PATCH /api/admin/settings`, an admin's: the settings to change. */
export const teamSettingsUpdateSchema = z.object({
  requireTwoFactorForAdmins: z.boolean({ error: 'Choose on or off' }),
});
export type TeamSettingsUpdate = z.output<typeof teamSettingsUpdateSchema>;

/** How many recovery codes enabling two-factor gives; each signs in once instead of a code. */
export const RECOVERY_CODE_COUNT = 10;

/** What the audit log records, one name per action. */
export enum AuditAction {
  SignIn = 'sign-in',
  SignInFailed = 'sign-in.failed',
  SignOut = 'sign-out',
  Invite = 'staff.invite',
  InviteAccepted = 'staff.invite-accepted',
  RoleChange = 'staff.role-change',
  Disable = 'staff.disable',
  Enable = 'staff.enable',
  PasswordChange = 'staff.password-change',
  PasswordReset = 'staff.password-reset',
  PasswordResetRequested = 'staff.password-reset-requested',
  TwoFactorChange = 'staff.two-factor',
  /** An admin turned another account's two-factor off; the target is that account's address. */
  TwoFactorClear = 'staff.two-factor-clear',
  ResumeDownload = 'resume.download',
  Export = 'export',
  /** A person's export ZIP; the target is the address's keyed hash, never the address. */
  PersonExport = 'person.export',
  /** A person's erasure asked for; the target is the erasure's id and the keyed hash. */
  PersonErase = 'person.erase',
  QueueAction = 'queue.action',
  SettingsChange = 'settings.change',
  ReplyTemplateCreate = 'reply-template.create',
  ReplyTemplateUpdate = 'reply-template.update',
  ReplyTemplateDelete = 'reply-template.delete',
  /** A reply held past its address's daily cap, mailed or dropped; the target is `kind/id/reply`. */
  ReplyRelease = 'reply.release',
  ReplyDiscard = 'reply.discard',
  /** A mail no record was found for, attached to one or dropped; the target is `inbound/<id>`. */
  InboundAttach = 'inbound.attach',
  InboundDiscard = 'inbound.discard',
  /** A file a received message carried, downloaded; the target is `inbound/<id>/<position>`. */
  InboundAttachmentDownload = 'inbound.attachment-download',
  /** A received message read whole (its headers, full text and HTML); the target is `inbound/<id>`. */
  InboundOriginalView = 'inbound.original-view',
  /** A newsletter campaign sent (now or at a time), paused, resumed or cancelled; the target is `campaign/<id>`. */
  CampaignSend = 'campaign.send',
  CampaignPause = 'campaign.pause',
  CampaignResume = 'campaign.resume',
  CampaignCancel = 'campaign.cancel',
}

/** One row of the audit log: who, when, from which client, did what to what. */
export interface AuditEntry {
  id: string;
  /** ISO time. */
  at: string;
  /**
   * The staff member's account id; null for a failed sign-in to an address no account has.
   * UNKNOWN_STAFF_ID for a row written before staff were named by id whose address matched no
   * account.
   */
  actorId: string | null;
  action: AuditAction;
  /** What it was done to: an account's address, a record `kind/id`, an export's path. */
  target: string | null;
  /** The client key (IPv4 address, IPv6 /64); null from the command line. */
  client: string | null;
}

/**
 * `GET /api/admin/audit?actor=&action=&page=`: `actor` is a staff member's account id, or an
 * address, read as the account that has it now.
 */
export const auditQuerySchema = z.object({
  actor: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  action: z.optional(z.enum(AuditAction)),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
