import type { Repository } from 'typeorm';
import type { StaffAccount } from './staff-account.entity';
import { StaffAccountsService } from './staff-accounts.service';
import * as passwords from './staff-password';

jest.mock('./staff-password', () => {
  const actual = jest.requireActual<typeof passwords>('./staff-password');
  return { ...actual, verifyPassword: jest.fn(actual.verifyPassword) };
});

describe('StaffAccountsService.verify', () => {
  const verify = jest.mocked(passwords.verifyPassword);
  afterEach(() => verify.mockClear());

  const serviceWith = (account: Partial<StaffAccount> | null) =>
    new StaffAccountsService({
      findOneBy: async () => account,
    } as unknown as Repository<StaffAccount>);

  it('checks an unknown address against a hash too, so its answer takes as long as a wrong password', async () => {
    const service = serviceWith(null);
    expect(await service.verify('nobody@example.com', 'a-wrong-password-123')).toBeNull();
    expect(await service.verify('nobody.else@example.com', 'another-password-45')).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
    const [[firstHash], [secondHash]] = verify.mock.calls;
    expect(firstHash).toMatch(/^\$argon2id\$/);
    // One dummy hash, made once: the second unknown address pays only the verification.
    expect(secondHash).toBe(firstHash);
  });

  it('answers the account for its own password and null for another', async () => {
    const passwordHash = await passwords.hashPassword('the-right-password-1');
    const service = serviceWith({ id: 'id-1', email: 'staff@example.com', passwordHash });
    expect(await service.verify(' Staff@Example.com ', 'the-right-password-1')).toMatchObject({
      id: 'id-1',
    });
    expect(await service.verify('staff@example.com', 'a-wrong-password-12')).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
  });
});
