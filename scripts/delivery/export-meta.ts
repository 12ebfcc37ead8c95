// The export's record of what it wrote: per edition, each URL path with its file and the
// cache tags of the page (the rebuild step finds the URLs showing an entity through them),
// whether the export left pages out on purpose (--limit, --sample-every) and the content
// warnings of the pages it wrote, and the shard it holds (`--shard i/n`, scripts/delivery/shards.ts). Records written before `partial` and `warnings` existed read
// as complete exports without warnings. `inputs` says what the pages were rendered from (the
// change-feed cursor...) and `incremental` what an incremental export (`--since`) reused:
// scripts/delivery/incremental.ts.
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { Edition } from '../../src/lib/edition.ts';
import type { Shard } from './shards.ts';

/** Name of the record inside each edition's folder; publishing skips it. */
export const metaFileName = '.portal-export.json';

/** One exported URL. */
export interface ExportedPage {
  file: string;
  tags: string[];
}

/** A page that rendered with content replaced by a notice: its URL and the `type:id` entities. */
export interface ContentWarning {
  url: string;
  entities: string[];
}

/**
 * What every page of an export was rendered from, besides the build: the API's database and the
 * change-feed cursor read before the first render (GET /api/export/versions), a digest of the
 * environment's settings, the calendar day and a digest of the lookup tables. An incremental export (`--since`) reuses a page
 * only when all of these still hold and none of its tags changed after the cursor.
 */
export interface ExportInputs {
  database: string;
  cursor: number;
  config: string;
  day: string;
  /** A digest of the lookup tables (absent in older records, or when they could not be read). */
  lookups?: string;
}

/** What an incremental export (`--since`) did in an edition. */
interface IncrementalRecord {
  /** The export it started from (its `exportedAt`) and that export's cursor. */
  since: string;
  sinceCursor: number;
  /** Pages rendered and pages whose file was reused. */
  rendered: number;
  reused: number;
  /** The paths rendered (left out when everything was). */
  renderedPaths?: string[];
  /** Why nothing was reused, when so. */
  fullReason?: string;
}

/** The record of one edition's export. */
export interface ExportMeta {
  edition: Edition;
  exportedAt: string;
  /** The build that rendered the pages (dist/build-id.txt); 'unknown' for older records. */
  buildId: string;
  pages: Record<string, ExportedPage>;
  /** True when the export rendered less than the whole inventory on purpose. */
  partial: boolean;
  /** Why it is partial (the options that made it so). */
  partialReason?: string;
  /** Pages whose editor HTML could not be cleaned (rendered with a notice instead). */
  warnings: ContentWarning[];
  /** Set by `--shard i/n`: this export holds one slice of the pages (and is partial until merged). */
  shard?: Shard;
  /** What the pages were rendered from (absent in records of exports before versions). */
  inputs?: ExportInputs;
  /** Set by an incremental export (`--since`). */
  incremental?: IncrementalRecord;
}

// The header fields are checked with zod; the pages (hundreds of thousands at scale, written
// only by the exporter and the rebuild) only as an object: a schema over each would add about
// half a second per 100,000 pages to every rebuild.
const headerSchema = z.object({
  edition: z.enum(['zh', 'en']),
  exportedAt: z.string(),
  buildId: z.string().default('unknown'),
  partial: z.boolean().default(false),
  partialReason: z.string().optional(),
  warnings: z.array(z.object({ url: z.string(), entities: z.array(z.string()) })).default([]),
  shard: z.object({ index: z.number().int().min(1), count: z.number().int().min(1) }).optional(),
  inputs: z
    .object({
      database: z.string(),
      cursor: z.number().int().min(0),
      config: z.string(),
      day: z.string(),
      lookups: z.string().optional(),
    })
    .optional(),
  incremental: z
    .object({
      since: z.string(),
      sinceCursor: z.number().int(),
      rendered: z.number().int(),
      reused: z.number().int(),
      renderedPaths: z.array(z.string()).optional(),
      fullReason: z.string().optional(),
    })
    .optional(),
});

/** Reads the record of an edition's export; throws when there was no export or it is damaged. */
export function readExportMeta(root: string, edition: Edition): ExportMeta {
  const file = join(root, edition, metaFileName);
  if (!existsSync(file))
    throw new Error(`no export of edition ${edition} in ${root}: run npm run export first`);
  const { pages, ...rest } = JSON.parse(readFileSync(file, 'utf8')) as { pages?: unknown };
  const header = headerSchema.safeParse(rest);
  if (!header.success || typeof pages !== 'object' || pages === null) {
    throw new Error(
      `${file} is not an export record${header.success ? ': no pages' : `: ${header.error.message}`}`,
    );
  }
  const { partialReason, shard, inputs, incremental, ...meta } = header.data;
  return {
    ...meta,
    pages: pages as Record<string, ExportedPage>,
    ...(partialReason !== undefined && { partialReason }),
    ...(shard !== undefined && { shard }),
    ...(inputs !== undefined && { inputs: inputsWithoutUndefined(inputs) }),
    ...(incremental !== undefined && { incremental: withoutUndefined(incremental) }),
  };
}

/** Recorded inputs without the lookups digest zod read as undefined. */
function inputsWithoutUndefined(read: {
  database: string;
  cursor: number;
  config: string;
  day: string;
  lookups?: string | undefined;
}): ExportInputs {
  const { lookups, ...rest } = read;
  return { ...rest, ...(lookups !== undefined && { lookups }) };
}

/** An incremental record without the optional fields zod read as undefined. */
function withoutUndefined(record: {
  since: string;
  sinceCursor: number;
  rendered: number;
  reused: number;
  renderedPaths?: string[] | undefined;
  fullReason?: string | undefined;
}): IncrementalRecord {
  const { renderedPaths, fullReason, ...rest } = record;
  return {
    ...rest,
    ...(renderedPaths !== undefined && { renderedPaths }),
    ...(fullReason !== undefined && { fullReason }),
  };
}

/** Name of the file the build writes its id into, beside the built app. */
const buildIdFileName = 'build-id.txt';

/** The id of the build in `dist` ('unknown' for a build from before build ids). */
export function readBuildId(dist: string): string {
  const file = join(dist, buildIdFileName);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'unknown';
}

/** The record of an edition, or undefined when the folder has none (not written by the exporter). */
export function findExportMeta(root: string, edition: Edition): ExportMeta | undefined {
  return existsSync(join(root, edition, metaFileName)) ? readExportMeta(root, edition) : undefined;
}

/** Replaces the content warnings of one URL (none when `entities` is empty). */
export function setPageWarnings(meta: ExportMeta, url: string, entities: readonly string[]): void {
  meta.warnings = meta.warnings.filter((warning) => warning.url !== url);
  if (entities.length > 0) meta.warnings.push({ url, entities: [...entities] });
}

/** Writes the record of an edition's export. */
export async function writeExportMeta(root: string, meta: ExportMeta): Promise<void> {
  await writeFile(join(root, meta.edition, metaFileName), JSON.stringify(meta));
}
