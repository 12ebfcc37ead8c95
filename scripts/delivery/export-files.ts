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

  /** Notes a rendered page's warnings in its edition's record and in the run's list. */
  note(meta: ExportMeta, url: string, entities: readonly string[]): void {
    setPageWarnings(meta, url, entities);
    this.all.splice(0, this.all.length, ...this.all.filter((warning) => warning.url !== url));
    if (entities.length > 0) this.all.push({ url, entities: [...entities] });
  }
}

/** The file of a rendered URL below an edition's folder. */
export function exportFileOf(root: string, edition: Edition, path: string): string {
  return join(root, edition, fileOfPath(path));
}

/** Writes one rendered body (creating folders). */
export async function writeExportFile(file: string, body: Uint8Array): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
}
