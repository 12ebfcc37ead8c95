import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importRewritten, installedModule } from '../../support/rewritten-module.ts';
import { manifestModule, withUniqueCspHashes } from '../../../src/build/csp-hash-dedupe.ts';

// The installed Astro's manifest module, rewritten as the build rewrites it, then imported from
// beside the original (its imports are relative and bare).
const original = installedModule('astro', 'core', 'app', 'manifest.js');

type Deserialize = (serialized: Record<string, unknown>) => Record<string, unknown>;

async function patchedDeserialize(): Promise<{ deserializeManifest: Deserialize; remove: () => void }> {
  const { module, remove } = await importRewritten(original, withUniqueCspHashes);
  return { deserializeManifest: module.deserializeManifest as Deserialize, remove };
}

function serialized(csp: unknown): Record<string, unknown> {
  const folder = 'file:///portal/';
  return {
    rootDir: folder,
    srcDir: folder,
    publicDir: folder,
    outDir: folder,
    cacheDir: folder,
    buildClientDir: folder,
    buildServerDir: folder,
    routes: [],
    assets: [],
    componentMetadata: [],
    inlinedScripts: [],
    clientDirectives: [],
    key: randomBytes(32).toString('base64'),
    csp,
  };
}

describe('the CSP hash dedupe', () => {
  it('matches the module the build bundles', () => {
    expect(manifestModule.test(original)).toBe(true);
    expect(manifestModule.test('/x/astro/dist/core/app/manifest.d.ts')).toBe(false);
  });

  it('leaves a module without deserializeManifest alone', () => {
    expect(withUniqueCspHashes('export const x = 1;')).toBeUndefined();
  });

  it('keeps each hash of the policy once, in its first place, and everything else as it was', async () => {
    const { deserializeManifest, remove } = await patchedDeserialize();
    try {
      const csp = {
        algorithm: 'SHA-256',
        directives: ["img-src 'self'"],
        scriptHashes: ['sha256-a', 'sha256-b', 'sha256-a'],
        scriptResources: ["'self'"],
        styleHashes: ['sha256-c', 'sha256-d', 'sha256-c', 'sha256-d', 'sha256-e'],
        styleResources: [],
        isStrictDynamic: false,
        scriptDirective: {
          resources: ["'self'"],
          hashes: ['sha256-a', 'sha256-b', 'sha256-a'],
          strictDynamic: false,
        },
        styleDirective: { resources: [], hashes: ['sha256-c', 'sha256-d', 'sha256-c', 'sha256-e'] },
      };
      const manifest = deserializeManifest(serialized(csp));
      expect(manifest.csp).toEqual({
        ...csp,
        scriptHashes: ['sha256-a', 'sha256-b'],
        styleHashes: ['sha256-c', 'sha256-d', 'sha256-e'],
        scriptDirective: { resources: ["'self'"], hashes: ['sha256-a', 'sha256-b'], strictDynamic: false },
        styleDirective: { resources: [], hashes: ['sha256-c', 'sha256-d', 'sha256-e'] },
      });
      expect(manifest.rootDir).toEqual(new URL('file:///portal/'));
      // A build without a policy has none.
      expect(deserializeManifest(serialized(undefined)).csp).toBeUndefined();
    } finally {
      remove();
    }
  });
});
