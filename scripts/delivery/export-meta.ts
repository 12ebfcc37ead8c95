// The export's record of what it wrote: per edition, each URL path with its file and the
// cache tags of the page (the rebuild step finds the URLs showing an entity through them).
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Edition } from '../../src/lib/edition.ts';

/** Name of the record inside each edition's folder; publishing skips it. */
export const metaFileName = '.portal-export.json';

/** One exported URL. */
export interface ExportedPage {
  file: string;
  tags: string[];
}

/** The record of one edition's export. */
export interface ExportMeta {
  edition: Edition;
  exportedAt: string;
  pages: Record<string, ExportedPage>;
}

/** Reads the record of an edition's export; throws when there was no export. */
export function readExportMeta(root: string, edition: Edition): ExportMeta {
  const file = join(root, edition, metaFileName);
  if (!existsSync(file))
    throw new Error(`no export of edition ${edition} in ${root}: run npm run export first`);
  return JSON.parse(readFileSync(file, 'utf8')) as ExportMeta;
}

/** Writes the record of an edition's export. */
export async function writeExportMeta(root: string, meta: ExportMeta): Promise<void> {
  await writeFile(join(root, meta.edition, metaFileName), JSON.stringify(meta));
}
