import { describe, expect, it } from 'vitest';
import { forwardingHeaders } from '../../scripts/api-proxy.ts';
import { addressKey } from '../domain/abuse-limits.ts';
import {
  clientAddress,
  normalizeAddress,
  parseTrustedProxies,
  trustedProxiesSchema,
} from './client-address.ts';

const loopback = parseTrustedProxies(undefined);
const lanProxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8');

describe('TRUSTED_PROXIES', () => {
  it('defaults to loopback and accepts IPs and CIDRs of both families', () => {
    expect(loopback.entries).toEqual(['127.0.0.0/8', '::1']);
    expect(lanProxies.entries).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    expect(parseTrustedProxies('').entries).toEqual([]);
  });

  it('refuses what is not an address or a range, naming it', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '::1/129', '1.2.3', '10.0.0.0/8/1', '10.0.0.0/x']) {
      const result = trustedProxiesSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
    }
    expect(() => parseTrustedProxies('127.0.0.1, nope')).toThrow(
      '"nope" is not an IP address or a CIDR range',
    );
  });
});

describe('clientAddress', () => {
  it('is the peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('198.51.100.4', '203.0.113.9', loopback)).toBe('198.51.100.4');
    expect(clientAddress('198.51.100.4', '127.0.0.1', loopback)).toBe('198.51.100.4');
  });

  it('walks the chain from the right past trusted proxies to the first untrusted hop', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '203.0.113.9, 10.1.2.3', lanProxies)).toBe('203.0.113.9');
    // The client wrote its own header: the part left of the first untrusted hop is not believed.
    expect(clientAddress('127.0.0.1', '1.1.1.1, 203.0.113.9, 10.1.2.3', lanProxies)).toBe('203.0.113.9');
    // A hop the API does not trust ends the walk even if it forwarded more.
    expect(clientAddress('127.0.0.1', '203.0.113.9, 10.1.2.3', loopback)).toBe('10.1.2.3');
  });

  it('falls back to the leftmost trusted hop, and stops at garbage', () => {
    expect(clientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '10.0.0.5', lanProxies)).toBe('10.0.0.5');
    expect(clientAddress('127.0.0.1', 'evil, 203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '203.0.113.9, not-an-ip', loopback)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '203.0.113.9', loopback)).toBe('unknown');
  });

  it('understands IPv4-mapped IPv6 peers, IPv6 chains, ports and brackets', () => {
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddress('::1', '2001:db8::1', loopback)).toBe('2001:db8::1');
    expect(clientAddress('fd00::2', '[2001:DB8::7]:443', lanProxies)).toBe('2001:db8::7');
    expect(normalizeAddress('203.0.113.9:8080')).toBe('203.0.113.9');
    expect(normalizeAddress('::ffff:198.51.100.1')).toBe('198.51.100.1');
    expect(normalizeAddress('<script>')).toBe('');
  });
});

describe('addressKey', () => {
  it('keys IPv4 by address and IPv6 by its /64, so rotating inside one network does not help', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8:0:1:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('origin forwarding (scripts/api-proxy.ts)', () => {
  it('replaces the header of an untrusted peer with the peer', () => {
    expect(
      forwardingHeaders('198.51.100.4', { forwardedFor: '1.2.3.4', proto: 'https' }, false, loopback),
    ).toEqual({ 'x-forwarded-for': '198.51.100.4', 'x-forwarded-proto': 'http' });
  });

  it('appends the peer to the chain of a trusted proxy and keeps its proto', () => {
    expect(
      forwardingHeaders(
        '::ffff:127.0.0.1',
        { forwardedFor: ['203.0.113.9', '10.0.0.2'], proto: 'https' },
        false,
        loopback,
      ),
    ).toEqual({ 'x-forwarded-for': '203.0.113.9, 10.0.0.2, 127.0.0.1', 'x-forwarded-proto': 'https' });
    expect(forwardingHeaders('127.0.0.1', {}, true, loopback)).toEqual({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'https',
    });
  });
});
