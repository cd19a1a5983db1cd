import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('a key long enough for tests');

  it('opens what it sealed, and the sealed value does not hold the secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time: the same secret never seals to the same value.
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses a value sealed with another key, or changed', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(() => new SecretBox('another key, long enough').open(sealed)).toThrow();
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = `${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => box.open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP')).toThrow('Not a sealed value');
  });

  it('opens a value sealed with a context only in that same context', () => {
    const sealed = box.seal('tok', 'invite new.admin@bytecraft.example');
    expect(box.open(sealed, 'invite new.admin@bytecraft.example')).toBe('tok');
    expect(() => box.open(sealed, 'invite someone.else@bytecraft.example')).toThrow();
    expect(() => box.open(sealed, 'reset new.admin@bytecraft.example')).toThrow();
    expect(() => box.open(sealed)).toThrow();
  });
});
