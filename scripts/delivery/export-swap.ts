// Replacing a live export with a staged one, edition by edition (the export and the merge of
// shard exports both end this way), or laying an incremental export's rendered files over the
// live export it started from.
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { Edition } from '../../src/lib/edition.ts';
import { mapLimit } from './bounded-work.ts';
import { metaFileName } from './export-meta.ts';

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

/** The files below a folder, as paths relative to it. */
async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/**
 * Lays each edition's staged files over the live export (`--since` the same folder): every file
 * staged is renamed over its live one (each replaced whole, never written in place), the files
 * of pages that left the export are removed, and the record goes last, so the work follows the
 * size of the change. A run that stops before the record leaves the last record, whose cursor
 * makes the next incremental export render the same pages again.
 */
export async function overlayEditions(
  staging: string,
  out: string,
  editions: readonly Edition[],
  gone: ReadonlyMap<Edition, readonly string[]>,
): Promise<{ moved: number; removed: number }> {
  let moved = 0;
  let removed = 0;
  for (const edition of editions) {
    const from = join(staging, edition);
    const live = join(out, edition);
    const files = (await filesBelow(from)).filter((file) => file !== metaFileName);
    const folders = new Set(files.map((file) => dirname(join(live, file))));
    for (const folder of folders) await mkdir(folder, { recursive: true });
    await mapLimit(files, 16, async (file) => {
      await rename(join(from, file), join(live, file));
    });
    moved += files.length;
    const stale = gone.get(edition) ?? [];
    await mapLimit(stale, 16, async (file) => {
      await rm(join(live, file), { force: true });
    });
    removed += stale.length;
    await rename(join(from, metaFileName), join(live, metaFileName));
  }
  return { moved, removed };
}
