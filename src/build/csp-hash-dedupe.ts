import type { Plugin } from 'vite';
import { dependencyRewrite } from './dependency-rewrite.ts';

// Astro's build lists the hash of every route's inlined stylesheet in the manifest's policy, one
// entry per route: 394 style hashes of which 68 differ on this site. Every render copies those
// lists into its result and rebuilds the policy from them (`renderCspContent`: a Set of quoted
// strings, then a join), about 5 % of an export worker's CPU for duplicates that change nothing
// in the policy. This plugin rewrites Astro's `deserializeManifest` (astro/dist/core/app/
// manifest.js) as the server build bundles it so that the manifest it answers keeps each hash
// once, in its first place. The policy's text is the same: Astro already joined them into a Set.

/** The module of Astro that defines deserializeManifest. */
export const manifestModule = /[\\/]astro[\\/]dist[\\/]core[\\/]app[\\/]manifest\.js$/;

const definition = 'function deserializeManifest(serializedManifest, routesList) {';
const spread = '    ...serializedManifest,\n';

/**
 * Astro's manifest module with the policy's hash lists kept once each, or undefined when the
 * module no longer reads as this code expects (an Astro upgrade: nothing is changed).
 */
export function withUniqueCspHashes(code: string): string | undefined {
  const start = code.indexOf(definition);
  if (start === -1) return undefined;
  const at = code.indexOf(spread, start);
  // The spread must be the one of deserializeManifest's answer, before the next function.
  if (at === -1 || code.indexOf('\nfunction ', start + definition.length) < at) return undefined;
  const unique = `function portalUniqueHashes(hashes) {
  return Array.isArray(hashes) ? [...new Set(hashes)] : hashes;
}
function portalUniqueCspHashes(csp) {
  if (csp === undefined || csp === null) return csp;
  const directive = (value) => (value ? { ...value, hashes: portalUniqueHashes(value.hashes) } : value);
  return {
    ...csp,
    scriptHashes: portalUniqueHashes(csp.scriptHashes),
    styleHashes: portalUniqueHashes(csp.styleHashes),
    scriptDirective: directive(csp.scriptDirective),
    styleDirective: directive(csp.styleDirective),
  };
}
`;
  const insertAt = at + spread.length;
  return (
    code.slice(0, start) +
    unique +
    code.slice(start, insertAt) +
    '    csp: portalUniqueCspHashes(serializedManifest.csp),\n' +
    code.slice(insertAt)
  );
}

/** The Vite plugin: applies withUniqueCspHashes to Astro's manifest module; warns if it cannot. */
export function cspHashDedupe(): Plugin {
  return dependencyRewrite({
    name: 'portal-csp-hash-dedupe',
    module: manifestModule,
    rewrite: withUniqueCspHashes,
    unchanged:
      'astro/dist/core/app/manifest.js has no deserializeManifest as expected: CSP hashes are not deduplicated',
  });
}
