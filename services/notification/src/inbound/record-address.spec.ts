import { WORKED_KINDS } from '@bytecraft/contracts/records';
import { RecordAddresses } from './record-address';

const DOMAIN = 'in.bytecraft.example';
const addresses = new RecordAddresses('a record address key for tests', DOMAIN);
const recordId = '9d1e5a1c-3b6c-4c1e-9f0a-2b7d8e6f5a4b';

/** The address with one character of its local part at `index` replaced by another. */
const altered = (address: string, index: number) => {
  const swapped = address[index] === '0' ? '1' : '0';
  return `${address.slice(0, index)}${swapped}${address.slice(index + 1)}`;
};

describe('a record’s signed inbound address', () => {
  it.each(WORKED_KINDS)(
    '%s: names its kind and record, within the 64 characters of a local part',
    (kind) => {
      const address = addresses.of(kind, recordId);
      expect(address).toMatch(new RegExp(`^r\\.[0-9a-f]{32}\\.[0-9a-f]{24}@${DOMAIN}$`));
      expect(address.split('@')[0].length).toBeLessThanOrEqual(64);
      expect(addresses.read(address)).toEqual({ kind, recordId });
      // Mail systems may change an address's case: it still names the record.
      expect(addresses.read(address.toUpperCase())).toEqual({ kind, recordId });
    },
  );

  it('is one per record: another record, or another kind, has another address', () => {
    const other = '0f6c1e2a-8b3d-4e5f-9a0b-1c2d3e4f5a6b';
    expect(addresses.of('contact', recordId)).not.toBe(addresses.of('contact', other));
    expect(addresses.of('contact', recordId)).not.toBe(addresses.of('consultation', recordId));
  });

  it('names nothing once altered anywhere: the record id, the signature, the form', () => {
    const address = addresses.of('contact', recordId);
    const local = address.split('@')[0];
    for (let index = 2; index < local.length; index++) {
      if (local[index] === '.') continue;
      expect(addresses.read(altered(address, index))).toBe('forged');
    }
    expect(addresses.read(address.replace(/\.[0-9a-f]+@/, '.@'))).toBe('forged');
    expect(addresses.read(`r.${recordId}@${DOMAIN}`)).toBe('forged');
    expect(addresses.read(`r.anything@${DOMAIN}`)).toBe('forged');
  });

  it('names nothing under another key', () => {
    const other = new RecordAddresses('another record address key', DOMAIN);
    expect(other.read(addresses.of('contact', recordId))).toBe('forged');
  });

  it('leaves every other address alone: another domain, or no record form', () => {
    const local = addresses.of('contact', recordId).split('@')[0];
    expect(addresses.read(`${local}@elsewhere.example`)).toBeUndefined();
    expect(addresses.read(`replies@${DOMAIN}`)).toBeUndefined();
    expect(addresses.read(`rita@${DOMAIN}`)).toBeUndefined();
  });
});
