// The files of an export: where a page's file goes, writing it, and the content warnings
// recorded beside them.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Edition } from '../../src/lib/edition.ts';
import { setPageWarnings, type ContentWarning, type ExportMeta } from './export-meta.ts';
import { fileOfPath } from './paths.ts';

/** Collects the content warnings of rendered pages, per edition and for the summary. */
export class WarningCollector {
  readonly all: ContentWarning[] = [];
  /** URLs noted with warnings: only these have entries to replace when noted again. */
  readonly #withWarnings = new Set<string>();

  /**
   * Notes a rendered page's warnings in its edition's record and in the run's list. A URL seen
   * for the first time is only appended: scanning both lists for every page would make an
   * export of many pages with warnings quadratic.
   */
  note(meta: ExportMeta, url: string, entities: readonly string[]): void {
    if (this.#withWarnings.has(url)) {
      setPageWarnings(meta, url, entities);
      const at = this.all.findIndex((warning) => warning.url === url);
      if (at !== -1) this.all.splice(at, 1);
      if (entities.length > 0) this.all.push({ url, entities: [...entities] });
    } else if (entities.length > 0) {
      meta.warnings.push({ url, entities: [...entities] });
      this.all.push({ url, entities: [...entities] });
    }
    if (entities.length > 0) this.#withWarnings.add(url);
    else this.#withWarnings.delete(url);
  }
}

/** The file of a rendered URL below an edition's folder. */
export function exportFileOf(root: string, edition: Edition, path: string): string {
  return join(root, edition, fileOfPath(path));
}

/**
 * Writes one rendered body, creating its folder when it is missing: most pages go to a folder
 * an earlier page made, so the write is tried first and the folder made only on ENOENT.
 */
export async function writeExportFile(file: string, body: Uint8Array): Promise<void> {
  try {
    await writeFile(file, body);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
  }
}
