// The route cache's directory store (one machine's origins sharing a folder) held to the same
// store-contract suite as the Redis store (tests/integration/store-contract.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { DirectoryStore } from '../../src/lib/cache/directory-store.ts';
import { describeStoreContract } from './store-contract.ts';

const root = mkdtempSync(join(tmpdir(), 'directory-store-'));
const stores: DirectoryStore[] = [];
let space = 0;

/** A fresh folder per call. */
function folder(): string {
  space += 1;
  return join(root, String(space));
}

afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describeStoreContract('DirectoryStore', {
  openPair: () => {
    const dir = folder();
    const pair: [DirectoryStore, DirectoryStore] = [new DirectoryStore(dir), new DirectoryStore(dir)];
    stores.push(...pair);
    return Promise.resolve(pair);
  },
  environ: () => ({ APP_ENV: 'test', PORTAL_CACHE_DIR: folder() }),
  url: () => 'http://en.localhost/exhibition/1.html',
  // Read from the journal on the next sync: no interval.
  deliveryWithinMs: 1000,
});
