import { isIPv4, isIPv6 } from 'node:net';

/**
 * Whom a request counts against in a per-client limit: its IPv4 address, or the /64 an IPv6
 * address belongs to. A home line or a server is given a whole /64, so counting single IPv6
 * addresses would hand a client a fresh bucket per address it picks; an IPv4 address written
 * as IPv6 (`::ffff:203.0.113.9`, on a dual-stack socket) is the IPv4 client it stands for.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high, low] = [groups[6], groups[7]];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  const network = groups.slice(0, 4).map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const before = parse(head);
  const after = tail === undefined ? [] : parse(tail);
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}
