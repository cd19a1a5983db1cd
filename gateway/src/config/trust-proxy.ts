import { isIP } from 'node:net';

/**
 * fastify's `trustProxy`: no proxy, the proxies' addresses and ranges, or (for a hop count) a
 * function of the hop.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** proxy-addr's names for the loopback, link-local and private ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Reads TRUST_PROXY. Trusting every hop (`true`) is refused: the left-most X-Forwarded-For
 * address is whatever the client wrote, so each request could pick its own rate-limit bucket.
 * A hop count trusts that many proxies whoever they are, so it suits a gateway that nothing
 * but its proxy can reach; addresses hold even where clients can reach the gateway directly.
 */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const text = value.trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    return {
      problem:
        'TRUST_PROXY=true would trust the X-Forwarded-For a client writes itself; give the number of proxies in front of the gateway (1 behind the compose nginx) or their addresses',
    };
  }
  if (/^\d+$/.test(text)) {
    // fastify 5.12 trusts nothing when given a number; the function restores the hop count.
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    return {
      problem: `TRUST_PROXY must be a hop count or comma-separated addresses and CIDR ranges; not ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}`,
    };
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
