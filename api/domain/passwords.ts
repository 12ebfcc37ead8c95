import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

// Argon2id (memory-hard) from node:crypto, with OWASP's minimum parameters: 19 MiB, 2 passes.
const memory = 19_456;
const passes = 2;
const tagLength = 32;

function derive(password: string, salt: Buffer, m: number, t: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      { message: password, nonce: salt, parallelism: 1, tagLength, memory: m, passes: t },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

/** Hashes a password into a self-describing PHC string ($argon2id$v=19$m=..,t=..,p=1$salt$hash). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, memory, passes);
  return `$argon2id$v=19$m=${String(memory)},t=${String(passes)},p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Checks a password against a stored hash in constant time; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=1\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/.exec(stored);
  if (match === null) return false;
  const [, m, t, salt, hash] = match as unknown as [string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(m), Number(t));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
