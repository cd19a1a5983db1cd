import { STAFF_ERROR_MESSAGES, staffLoginSchema, waitText } from './staff-auth';

describe('staff sign-in contracts', () => {
  it('reads a wait as a person does, rounded up to whole seconds, then minutes', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(44.2)).toBe('45 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(900)).toBe('15 minutes');
  });

  it('says in a throttled sign-in why, and how long to wait', () => {
    expect(STAFF_ERROR_MESSAGES.signInThrottledAccountFromClient(30)).toBe(
      'Too many failed sign-ins for this account from your network. Try again in 30 seconds.',
    );
    expect(STAFF_ERROR_MESSAGES.signInThrottledClient(120)).toMatch(/your network.*2 minutes\.$/);
    expect(STAFF_ERROR_MESSAGES.signInThrottledAccount(900)).toMatch(
      /many networks; staff have been alerted\. Try again in 15 minutes\.$/,
    );
  });

  it('takes a two-factor code only beside the email and password, trimmed', () => {
    const credentials = { email: ' a@b.c ', password: 'secret' };
    expect(staffLoginSchema.parse(credentials)).toEqual({ email: 'a@b.c', password: 'secret' });
    expect(staffLoginSchema.parse({ ...credentials, code: ' 123456 ' })).toMatchObject({
      code: '123456',
    });
    expect(staffLoginSchema.safeParse({ ...credentials, code: '' }).success).toBe(false);
    expect(staffLoginSchema.safeParse({ email: 'a@b.c', password: '' }).success).toBe(false);
  });
});
