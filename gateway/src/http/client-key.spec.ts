import { clientKey } from './client-key';

describe('clientKey', () => {
  it('counts an IPv4 client by its address', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv4 address written as IPv6 as that IPv4 client', () => {
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = '2001:db8:85a3:0::/64';
    expect(clientKey('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:0::/64');
    expect(clientKey('2001:0DB8:85A3:0000:1:2:3:4')).toBe(key);
    expect(clientKey('2001:db8:85a3:0:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8:85a3::1%eth0')).toBe(key);
    expect(clientKey('2001:db8:85a3:1::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1.2.3.4')).toBe('fe80:0:0:0::/64');
  });
});
