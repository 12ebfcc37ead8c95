import { argon2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkPassword, formatHash, hashPassword, parseHash, verifyPassword } from './passwords.ts';

// Vectors of the Argon2 reference implementation (phc-winner-argon2, src/test.c): password
// "password", salt "somesalt", t=2, 32-byte tag, encoded by its encoder. The second holds a '/',
// so it tells standard base64 from base64url.
const reference = {
  m65536: '$argon2id$v=19$m=65536,t=2,p=1$c29tZXNhbHQ$CTFhFdXPJO1aFaMaO6Mm5c8y7cJHAph8ArZWb2GRPPc',
  m256: '$argon2id$v=19$m=256,t=2,p=1$c29tZXNhbHQ$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4',
  m256p2: '$argon2id$v=19$m=256,t=2,p=2$c29tZXNhbHQ$bQk8UB/VmZZF4Oo79iDXuL5/0ttZwg2f/5U52iv1cDc',
};

/** The reference's raw output for the m=256 vector, hex (src/test.c). */
const m256Hex = '9dfeb910e80bad0311fee20f9c0e2b12c17987b4cac90c2ef54d5b3021c68bfe';

describe('PHC string format', () => {
  it('encodes exactly as the reference implementation does (standard base64, no padding)', () => {
    const salt = Buffer.from('somesalt');
    const hash = argon2Sync('argon2id', {
      message: 'password',
      nonce: salt,
      parallelism: 1,
      tagLength: 32,
      memory: 256,
      passes: 2,
    });
    expect(hash.toString('hex')).toBe(m256Hex);
    expect(formatHash({ memory: 256, passes: 2, parallelism: 1, salt, hash })).toBe(reference.m256);
  });

  it("verifies the reference's own strings, and refuses a wrong password", async () => {
    expect(await verifyPassword('password', reference.m256)).toBe(true);
    expect(await verifyPassword('password', reference.m256p2)).toBe(true);
    expect(await verifyPassword('password', reference.m65536)).toBe(true);
    expect(await verifyPassword('passwore', reference.m256)).toBe(false);
  });

  it('writes new hashes as $argon2id$v=19$m=19456,t=2,p=1$salt$hash and round-trips them', async () => {
    const stored = await hashPassword('Correct horse 1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await checkPassword('Correct horse 1', stored)).toEqual({ ok: true, upgraded: null });
    expect(await verifyPassword('Correct horse 2', stored)).toBe(false);
    expect(await hashPassword('Correct horse 1')).not.toBe(stored);
  });
});

describe('old hashes', () => {
  it('verifies the old base64url layout and hands back the same bytes in the standard one', async () => {
    const stored = await hashPassword('Legacy pass 9');
    const parsed = parseHash(stored);
    if (parsed === null) throw new Error('unparsable');
    // The layout this service wrote before: same parameters, base64url fields.
    const legacy = `$argon2id$v=19$m=19456,t=2,p=1$${parsed.salt.toString('base64url')}$${parsed.hash.toString('base64url')}`;
    const check = await checkPassword('Legacy pass 9', legacy);
    expect(check.ok).toBe(true);
    const upgraded = legacy === stored ? null : stored;
    expect(check.upgraded).toBe(upgraded);
    expect(await checkPassword('Legacy pass 8', legacy)).toEqual({ ok: false, upgraded: null });
  });

  it('rehashes with the current parameters when the stored ones differ', async () => {
    const check = await checkPassword('password', reference.m256);
    expect(check.ok).toBe(true);
    expect(check.upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('password', check.upgraded ?? '')).toBe(true);
  });
});

describe('malformed hashes', () => {
  it('are a mismatch, never an exception', async () => {
    const salt = 'c29tZXNhbHQ';
    const tag = 'nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/4';
    const bad = [
      '',
      'plain-text-password',
      '$argon2i$v=19$m=256,t=2,p=1$c29tZXNhbHQ$wWKIMhR9lyDFvRz9YTZweHKfbftvj+qf+YFY4NeBbtA',
      `$argon2id$v=16$m=256,t=2,p=1$${salt}$${tag}`,
      `$argon2id$m=256,t=2,p=1$${salt}$${tag}`,
      `$argon2id$v=19$m=256,t=2,p=1$${salt}=$${tag}`,
      `$argon2id$v=19$m=256,t=2,p=1$${salt}$${tag}=`,
      `$argon2id$v=19$m=256,t=2,p=1$${salt}$${tag.replace('/', '_')}`,
      `$argon2id$v=19$m=256,t=2,p=1$${salt}$nf65EOgLrQMR/uIPnA4rEsF5h7TKyQwu9U1bMCHGi/5`,
      `$argon2id$v=19$m=256,t=2,p=1$c29t$${tag}`,
      `$argon2id$v=19$m=9999999,t=2,p=1$${salt}$${tag}`,
      `$argon2id$v=19$m=256,t=0,p=1$${salt}$${tag}`,
      `$argon2id$v=19$m=256,t=2,p=0$${salt}$${tag}`,
      `$argon2id$v=19$m=8,t=2,p=4$${salt}$${tag}`,
      `$argon2id$v=19$m=256,t=2,p=1,data=abc$${salt}$${tag}`,
      `$argon2id$v=19$m=256,t=2,p=1$${salt}$${tag}$extra`,
      `$argon2id$v=19$m=256,t=2,p=1$${salt}$A`,
    ];
    for (const stored of bad) {
      await expect(checkPassword('password', stored), stored).resolves.toEqual({ ok: false, upgraded: null });
    }
  });
});
