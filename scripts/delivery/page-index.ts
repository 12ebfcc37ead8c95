// How many exported pages carry each cache tag: the export's records (`.portal-export.json`,
// per URL its tags) are the index a rebuild reads to find the pages behind a tag, so the console
// reads the same index to say on how many pages an item shows. Counted once per change of the
// records (an export or a rebuild rewrites them), then answered from memory.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { findExportMeta, metaFileName, type ExportMeta } from './export-meta.ts';
import { editions } from './paths.ts';

/** Pages per tag over some editions' records (each page once per tag). */
export function countPagesByTag(metas: readonly Pick<ExportMeta, 'pages'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const meta of metas)
    for (const page of Object.values(meta.pages))
      for (const tag of new Set(page.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}

/** The tag counts of the export under a root, re-read when a record changed. */
export class PageIndex {
  readonly #root: string;
  #stamp = '';
  #counts: Map<string, number> | undefined;

  constructor(root: string) {
    this.#root = root;
  }

  /** The records' modification times: what says the counts are stale. */
  #currentStamp(): string {
    return editions
      .map((edition) => {
        try {
          return String(statSync(join(this.#root, edition, metaFileName)).mtimeMs);
        } catch {
          return '-';
        }
      })
      .join(' ');
  }

  /** Pages per asked tag (0 for a tag no page carries); undefined when there is no export. */
  counts(tags: readonly string[]): Record<string, number> | undefined {
    const stamp = this.#currentStamp();
    if (stamp !== this.#stamp || this.#counts === undefined) {
      const metas = editions.flatMap((edition) => findExportMeta(this.#root, edition) ?? []);
      this.#counts = metas.length === 0 ? undefined : countPagesByTag(metas);
      this.#stamp = stamp;
    }
    const counts = this.#counts;
    if (counts === undefined) return undefined;
    return Object.fromEntries(tags.map((tag) => [tag, counts.get(tag) ?? 0]));
  }
}
