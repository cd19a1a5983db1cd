import { TotpSecretBox } from './totp-secret-box';

describe('TotpSecretBox', () => {
  const box = new TotpSecretBox('a key long enough for tests');

  it('opens what it sealed, and the sealed value does not hold the secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: the same secret never seals to the same value.
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses a value sealed with another key, or changed', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(() => new TotpSecretBox('another key, long enough').open(sealed)).toThrow();
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = `${data![0] === 'A' ? 'B' : 'A'}${data!.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'))).toThrow();
  });
});
