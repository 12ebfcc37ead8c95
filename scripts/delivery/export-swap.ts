// Replacing a live export with a staged one, edition by edition (the export and the merge of
// shard exports both end this way).
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Edition } from '../../src/lib/edition.ts';

/**
 * Puts each edition's staged folder in place of the live one (a rename each, the old tree
 * removed after), so readers of `out` see the last good export or the new one, never a mix.
 */
export async function swapInEditions(
  staging: string,
  out: string,
  editions: readonly Edition[],
): Promise<void> {
  for (const edition of editions) {
    const live = join(out, edition);
    const old = join(out, `.old-${edition}-${String(process.pid)}`);
    await rm(old, { recursive: true, force: true });
    await rename(live, old).catch(() => undefined);
    await rename(join(staging, edition), live);
    await rm(old, { recursive: true, force: true });
  }
}
