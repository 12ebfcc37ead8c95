import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importRewritten, installedModule } from '../../support/rewritten-module.ts';
import { encryptionModule, memoLimit, withCspDigestMemo } from '../../../src/build/csp-digest-memo.ts';

// The installed Astro's module, rewritten as the build rewrites it, then imported from beside the
// original (its imports are relative and bare): digests are still right, and kept.
const original = installedModule('astro', 'core', 'encryption.js');

type Digest = (data: string, algorithm: string) => Promise<string>;

async function patchedModule(): Promise<{ generateCspDigest: Digest; remove: () => void }> {
  const { module, remove } = await importRewritten(original, withCspDigestMemo);
  return { generateCspDigest: module.generateCspDigest as Digest, remove };
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('the CSP digest memo', () => {
  it('matches the module the build bundles', () => {
    expect(encryptionModule.test(original)).toBe(true);
    expect(encryptionModule.test('/x/astro/dist/core/encryption.ts')).toBe(false);
  });

  it('leaves a module without generateCspDigest alone', () => {
    expect(withCspDigestMemo('export const x = 1;')).toBeUndefined();
  });

  it('answers the same digests as before, and the same promise for the same text', async () => {
    const { generateCspDigest, remove } = await patchedModule();
    try {
      const css = 'body{color:#123}'.repeat(500);
      const first = generateCspDigest(css, 'SHA-256');
      expect(generateCspDigest(css, 'SHA-256')).toBe(first);
      expect(await first).toBe(sha256(css));
      expect(await generateCspDigest('other', 'SHA-256')).toBe(sha256('other'));
      expect(await generateCspDigest(css, 'SHA-384')).toBe(
        `sha384-${createHash('sha384').update(css).digest('base64')}`,
      );
      // Past the bound the memo is emptied and digests are still right.
      for (let index = 0; index <= memoLimit; index += 1)
        await generateCspDigest(`a${String(index)}`, 'SHA-256');
      const again = generateCspDigest(css, 'SHA-256');
      expect(again).not.toBe(first);
      expect(await again).toBe(sha256(css));
    } finally {
      remove();
    }
  });
});
