import type { Plugin } from 'vite';
import { dependencyRewrite } from './dependency-rewrite.ts';

// Astro hashes every inlined stylesheet and script of a page into the content security policy
// on every render (`createResult` awaits `generateCspDigest` for each): WebCrypto's async digest
// of the same ~12 KB of CSS, page after page, was 5 % of an export worker's CPU. The inputs are
// the build's own strings, so the digest of each is kept. This plugin rewrites Astro's
// `generateCspDigest` (astro/dist/core/encryption.js) as it is bundled into the server build so
// that it remembers its answers: the same promise for the same algorithm and text. Content that
// differs per request (server islands) would fill the memo, so it is emptied past `memoLimit`.

/** The module of Astro that defines generateCspDigest. */
export const encryptionModule = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;

const definition = 'async function generateCspDigest(data, algorithm) {';

/** Digests kept before the memo is emptied. */
export const memoLimit = 256;

/**
 * Astro's encryption module with generateCspDigest remembering its answers, or undefined when
 * the module no longer defines it as this code expects (an Astro upgrade: nothing is changed).
 */
export function withCspDigestMemo(code: string): string | undefined {
  if (!code.includes(definition)) return undefined;
  // Keyed by the text alone (the build's strings are the same objects on every render, so V8
  // hashes each once; a key made by concatenation would be hashed again on every call), with the
  // algorithm checked beside the digest.
  const memo = `const portalCspDigests = new Map();
function generateCspDigest(data, algorithm) {
  const kept = portalCspDigests.get(data);
  if (kept !== undefined && kept.algorithm === algorithm) return kept.digest;
  if (portalCspDigests.size >= ${String(memoLimit)}) portalCspDigests.clear();
  const digest = computeCspDigest(data, algorithm);
  portalCspDigests.set(data, { algorithm, digest });
  return digest;
}
async function computeCspDigest(data, algorithm) {`;
  return code.replace(definition, memo);
}

/** The Vite plugin: applies withCspDigestMemo to Astro's encryption module; warns if it cannot. */
export function cspDigestMemo(): Plugin {
  return dependencyRewrite({
    name: 'portal-csp-digest-memo',
    module: encryptionModule,
    rewrite: withCspDigestMemo,
    unchanged: 'astro/dist/core/encryption.js has no generateCspDigest as expected: CSP digests are not kept',
  });
}
