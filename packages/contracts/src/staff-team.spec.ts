import { toFieldErrors } from './errors';
import {
  auditQuerySchema,
  passwordChangeSchema,
  setPasswordSchema,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_TEAM_MESSAGES,
  staffInviteSchema,
  staffLinkPath,
  staffUpdateSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
} from './staff-team';

const messagesOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.success ? [] : toFieldErrors(result.error!).map((e) => `${e.field}: ${e.message}`);

describe('the team contracts', () => {
  it('asks a new password for the policy length, wherever one is set', () => {
    const short = 'x'.repeat(STAFF_PASSWORD_MIN_LENGTH - 1);
    const long = 'x'.repeat(STAFF_PASSWORD_MIN_LENGTH);
    expect(messagesOf(setPasswordSchema.safeParse({ password: short }))).toEqual([
      `password: ${STAFF_TEAM_MESSAGES.passwordTooShort}`,
    ]);
    expect(setPasswordSchema.safeParse({ password: long }).success).toBe(true);
    expect(messagesOf(passwordChangeSchema.safeParse({ current: '', next: short }))).toEqual([
      'current: Password is required',
      `next: ${STAFF_TEAM_MESSAGES.passwordTooShort}`,
    ]);
    expect(passwordChangeSchema.safeParse({ current: 'old', next: long }).success).toBe(true);
    expect(messagesOf(twoFactorDisableSchema.safeParse({ password: '' }))).toEqual([
      'password: Password is required',
    ]);
  });

  it('invites an address with a role, the name trimmed and optional', () => {
    expect(
      staffInviteSchema.parse({ email: 'asha@example.com', role: 'staff', name: '  Asha ' }),
    ).toEqual({ email: 'asha@example.com', role: 'staff', name: 'Asha' });
    expect(messagesOf(staffInviteSchema.safeParse({ email: 'asha', role: 'owner' }))).toEqual([
      'email: Invalid Email',
      expect.stringMatching(/^role: /),
    ]);
  });

  it('refuses an update that changes nothing, and a role that does not exist', () => {
    expect(messagesOf(staffUpdateSchema.safeParse({}))).toEqual(['body: Nothing to change']);
    expect(staffUpdateSchema.parse({ disabled: true })).toEqual({ disabled: true });
    expect(staffUpdateSchema.safeParse({ role: 'owner' }).success).toBe(false);
  });

  it('turns two-factor on with six digits, spaces around them trimmed, and the password', () => {
    expect(twoFactorEnableSchema.parse({ code: ' 123456 ', password: 'mine' })).toEqual({
      code: '123456',
      password: 'mine',
    });
    for (const code of ['12345', '1234567', 'abcdef'])
      expect(twoFactorEnableSchema.safeParse({ code, password: 'mine' }).success).toBe(false);
    expect(messagesOf(twoFactorEnableSchema.safeParse({ code: '123456' }))).toEqual([
      'password: Password is required',
    ]);
  });

  it('reads the audit query from the URL: page 1 by default, a known action only', () => {
    expect(auditQuerySchema.parse({})).toEqual({ page: 1 });
    expect(auditQuerySchema.parse({ actor: ' a@b.c ', action: 'sign-in', page: '3' })).toEqual({
      actor: 'a@b.c',
      action: 'sign-in',
      page: 3,
    });
    expect(auditQuerySchema.safeParse({ action: 'delete-everything' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it("puts a link's token in its console path as one path segment", () => {
    expect(staffLinkPath('invite', 'ab/c?d')).toBe('/admin/invite/ab%2Fc%3Fd');
    expect(staffLinkPath('reset', 'tok')).toBe('/admin/reset/tok');
  });
});
