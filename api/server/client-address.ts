import { BlockList, isIP } from 'node:net';
import { z } from 'zod';

// Which address a request comes from. X-Forwarded-For is believed only as far as it was written
// by proxies we trust: anyone else can put any address there, and a limit keyed by a header the
// attacker chooses limits nothing.

/** Addresses of the proxies whose X-Forwarded-For is believed. */
export interface TrustedProxies {
  /** What was configured, for logs and docs. */
  readonly entries: readonly string[];
  readonly list: BlockList;
}

/** Loopback: the origin runs beside the API on the same machine. */
const defaultTrustedProxies = '127.0.0.0/8,::1';

/** Strips IPv4-mapped IPv6 (::ffff:1.2.3.4), brackets and ports; '' when it is no IP address. */
export function normalizeAddress(raw: string): string {
  let value = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1] !== undefined) value = bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  if (v4WithPort?.[1] !== undefined) value = v4WithPort[1];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped?.[1] !== undefined) value = mapped[1];
  return isIP(value) === 0 ? '' : value.toLowerCase();
}

const entrySchema = z.string().refine(
  (entry) => {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return false;
    if (prefix === undefined) return true;
    const bits = Number(prefix);
    return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
  },
  {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not an IP address or a CIDR range such as 10.0.0.0/8 or fd00::/8`,
  },
);

/** TRUSTED_PROXIES: comma-separated IPs and CIDR ranges; empty trusts nobody. */
export const trustedProxiesSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(entrySchema));

/**
 * Parses a TRUSTED_PROXIES value (undefined: loopback only); throws one line naming the bad entry.
 * @example parseTrustedProxies('10.0.0.0/8, 192.168.1.5')
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const checked = trustedProxiesSchema.safeParse(value ?? defaultTrustedProxies);
  if (!checked.success)
    throw new Error(`TRUSTED_PROXIES: ${checked.error.issues.map((issue) => issue.message).join('; ')}`);
  const entries = checked.data;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return { entries, list };
}

/** True when a (normalized) address belongs to a trusted proxy. */
export function isTrustedProxy(address: string, trusted: TrustedProxies): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return trusted.list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address: walking from the socket peer leftwards through X-Forwarded-For, the first
 * hop that is not a trusted proxy. An untrusted peer's header is ignored entirely; a garbage entry
 * ends the walk at the trusted hop that passed it on.
 * @example clientAddress('127.0.0.1', '203.0.113.9, 10.0.0.2', parseTrustedProxies('127.0.0.1,10.0.0.0/8')) // '203.0.113.9'
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  let current = normalizeAddress(peer ?? '');
  if (current === '') return 'unknown';
  const chain = (forwardedFor ?? '').split(',').filter((part) => part.trim() !== '');
  while (isTrustedProxy(current, trusted)) {
    const next = chain.pop();
    if (next === undefined) break;
    const address = normalizeAddress(next);
    if (address === '') break;
    current = address;
  }
  return current;
}
