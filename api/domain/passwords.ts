import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

// Argon2id (memory-hard) from node:crypto, with OWASP's minimum parameters: 19 MiB, 2 passes.
// Stored as the PHC string the reference implementation (phc-winner-argon2, src/encoding.c)
// writes, so any standard library verifies it:
//   $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>
// with salt and hash in standard base64 (A-Z a-z 0-9 + /) without padding. Hashes written before
// this (same parameters, but base64url: - and _) still verify and are rewritten at login.

/** Parameters new hashes are made with. */
const passwordParams = {
  memory: 19_456,
  passes: 2,
  parallelism: 1,
  saltBytes: 16,
  tagBytes: 32,
} as const;

// Bounds for parameters read from a stored string, so a corrupt row cannot ask for gigabytes.
const maxMemory = 262_144;
const maxPasses = 10;
const maxParallelism = 16;

/** A parsed Argon2id PHC string. */
export interface ParsedHash {
  memory: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
  /** Written in the old base64url layout of this service. */
  legacy: boolean;
}

function derive(
  password: string,
  salt: Buffer,
  params: { memory: number; passes: number; parallelism: number; tagBytes: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      {
        message: password,
        nonce: salt,
        parallelism: params.parallelism,
        tagLength: params.tagBytes,
        memory: params.memory,
        passes: params.passes,
      },
      (error, key) => {
        if (error) reject(error);
        else resolve(key);
      },
    );
  });
}

/** Standard base64 without padding, as the PHC format wants it. */
function phcBase64(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}

/** Decodes one PHC base64 field strictly: canonical (re-encodes to itself) or null. */
function decodeField(text: string, alphabet: 'base64' | 'base64url'): Buffer | null {
  if (text.length % 4 === 1) return null;
  const bytes = Buffer.from(text, alphabet);
  const again = alphabet === 'base64' ? phcBase64(bytes) : bytes.toString('base64url');
  return again === text ? bytes : null;
}

/**
 * Formats an Argon2id PHC string.
 * @example formatHash({ memory: 19456, passes: 2, parallelism: 1, salt, hash }) // '$argon2id$v=19$m=19456,t=2,p=1$...$...'
 */
export function formatHash(parts: Omit<ParsedHash, 'legacy'>): string {
  return `$argon2id$v=19$m=${String(parts.memory)},t=${String(parts.passes)},p=${String(parts.parallelism)}$${phcBase64(parts.salt)}$${phcBase64(parts.hash)}`;
}

/** Parses an Argon2id PHC string (standard or this service's old base64url layout); null when malformed. */
export function parseHash(stored: string): ParsedHash | null {
  const match =
    /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/_-]+)\$([A-Za-z0-9+/_-]+)$/.exec(
      stored,
    );
  if (match === null) return null;
  const [, m = '', t = '', p = '', saltText = '', hashText = ''] = match;
  const fields = saltText + hashText;
  const legacy = /[-_]/.test(fields);
  if (legacy && /[+/]/.test(fields)) return null;
  const alphabet = legacy ? 'base64url' : 'base64';
  const salt = decodeField(saltText, alphabet);
  const hash = decodeField(hashText, alphabet);
  const memory = Number(m);
  const passes = Number(t);
  const parallelism = Number(p);
  if (salt === null || hash === null || salt.length < 8 || hash.length < 4 || hash.length > 64) return null;
  if (parallelism < 1 || parallelism > maxParallelism || passes < 1 || passes > maxPasses) return null;
  if (memory < 8 * parallelism || memory > maxMemory) return null;
  return { memory, passes, parallelism, salt, hash, legacy };
}

/** Hashes a password into a standard Argon2id PHC string with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(passwordParams.saltBytes);
  const hash = await derive(password, salt, passwordParams);
  return formatHash({ ...passwordParams, salt, hash });
}

/** The outcome of a password check, with the string to store instead when the stored one is outdated. */
export interface PasswordCheck {
  ok: boolean;
  /** Set when the password matched a hash in the old layout or with other parameters. */
  upgraded: string | null;
}

/**
 * Checks a password against a stored hash in constant time; malformed hashes are a mismatch,
 * never an exception. A match in the old base64url layout is re-encoded (no second hash); a
 * match with other parameters is hashed anew with the current ones.
 */
export async function checkPassword(password: string, stored: string): Promise<PasswordCheck> {
  const parsed = parseHash(stored);
  if (parsed === null) return { ok: false, upgraded: null };
  let actual: Buffer;
  try {
    actual = await derive(password, parsed.salt, { ...parsed, tagBytes: parsed.hash.length });
  } catch {
    return { ok: false, upgraded: null };
  }
  const ok = actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
  if (!ok) return { ok, upgraded: null };
  const current =
    parsed.memory === passwordParams.memory &&
    parsed.passes === passwordParams.passes &&
    parsed.parallelism === passwordParams.parallelism &&
    parsed.hash.length === passwordParams.tagBytes;
  if (!current) return { ok, upgraded: await hashPassword(password) };
  return { ok, upgraded: parsed.legacy ? formatHash(parsed) : null };
}

/** Checks a password against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return (await checkPassword(password, stored)).ok;
}
