// Incremental exports (`npm run export -- --since <last export>`): the API answers which cache
// tags editor changes touched after the cursor the last export started from
// (GET /api/export/versions, src/lib/contract/export-versions.ts); each page of the last export's
// record names the tags it was rendered from, so the export renders only the pages whose inputs
// changed (and pages new to the inventory) and copies the others' files from the last export.
// The rules are conservative: anything the record cannot vouch for is rendered again.
import { createHash } from 'node:crypto';
import { basename, dirname, resolve } from 'node:path';
import type { EnvConfig } from '../../env/index.ts';
import { parseEntityTag, parseSitemapIdsTag } from '../../src/lib/contract/cache-tags.ts';
import { exportVersionsSchema, type ExportVersions } from '../../src/lib/contract/export-versions.ts';
import { readPaths } from '../../src/lib/contract/read-paths.ts';
import { deliveryApiClient, describeReadFailure } from './api-reads.ts';
import { metaFileName, type ExportInputs, type ExportMeta } from './export-meta.ts';

/** The export folder (holding `{zh,en}/`) named by `--since`: the folder itself or one of its records. */
export function sinceRoot(given: string): string {
  const path = resolve(given);
  return basename(path) === metaFileName ? dirname(dirname(path)) : path;
}

/** The calendar day of an instant in UTC and in China (pages say upcoming, ongoing or past by it). */
export function exportDay(at: Date): string {
  const china = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(at);
  return `${at.toISOString().slice(0, 10)}/${china}`;
}

/**
 * A digest of the environment's settings the pages are rendered with (hosts, third parties...),
 * but for the API base: pages never show where the export read its data (islands call `/api` on
 * their own host), and the database name in the versions says whether the data is the same.
 */
export function configDigest(config: EnvConfig): string {
  const shown = JSON.stringify(config, (key, value: unknown) => (key === 'apiBase' ? undefined : value));
  return createHash('sha256').update(shown).digest('hex').slice(0, 16);
}

/** Reads the versions after `since` from the API (throws with the path on failure). */
export async function readExportVersions(apiBase: string, since: number): Promise<ExportVersions> {
  const path = `/api/export/versions?since=${String(since)}`;
  try {
    return exportVersionsSchema.parse(await deliveryApiClient(apiBase, 'CN').get(path));
  } catch (error) {
    throw new Error(`versions: GET ${apiBase}${path} failed: ${describeReadFailure(error)}`, {
      cause: error,
    });
  }
}

/**
 * A digest of the lookup tables in both languages (GET /api/lookups: industries, places, news
 * types, wiki categories, visa types...). Every filter bar and many pages show them, and their
 * changes reach no change feed (no editor writes them), so a change renders everything.
 */
export async function readLookupsDigest(apiBase: string): Promise<string> {
  const hash = createHash('sha256');
  for (const locale of ['CN', 'EN'] as const) {
    try {
      hash.update(JSON.stringify(await deliveryApiClient(apiBase, locale).get(readPaths.lookups)));
    } catch (error) {
      throw new Error(`lookups: GET ${apiBase}${readPaths.lookups} failed: ${describeReadFailure(error)}`, {
        cause: error,
      });
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** The inputs an export records: what every page of it was rendered from. */
export function exportInputs(
  versions: Pick<ExportVersions, 'database' | 'cursor'>,
  config: EnvConfig,
  at: Date,
  lookups: string | undefined,
): ExportInputs {
  return {
    database: versions.database,
    cursor: versions.cursor,
    config: configDigest(config),
    day: exportDay(at),
    ...(lookups !== undefined && { lookups }),
  };
}

/**
 * Why the last export's files cannot be reused at all (every page renders), or undefined. The
 * build (bundle names), the settings, the day (fair states, ticket sales windows), the lookup
 * tables and the database must be the same, and the versions must cover every change after the last export's
 * cursor (asked from it or earlier, and the feed not behind it).
 */
export function fullRenderReason(
  base: Pick<ExportMeta, 'buildId' | 'inputs' | 'partialReason'> | undefined,
  buildId: string,
  inputs: ExportInputs,
  versions: Pick<ExportVersions, 'since' | 'cursor'>,
): string | undefined {
  if (base === undefined) return 'no last export of this edition';
  if (base.inputs === undefined) return 'the last export recorded no versions';
  if (base.buildId !== buildId || buildId === 'unknown')
    return `another build (${base.buildId}, now ${buildId})`;
  if (base.inputs.database !== inputs.database) return 'another database';
  if (base.inputs.config !== inputs.config) return 'other settings';
  if (base.inputs.day !== inputs.day) return `another day (${base.inputs.day}, now ${inputs.day})`;
  if (base.inputs.lookups === undefined || base.inputs.lookups !== inputs.lookups)
    return 'other lookup tables (or none recorded)';
  // Versions from an earlier cursor are a superset, still right; from a later one they miss changes.
  if (versions.since > base.inputs.cursor || versions.cursor < base.inputs.cursor)
    return `the change feed does not continue from ${String(base.inputs.cursor)}`;
  return undefined;
}

/** The kind of a `list:{kind}` tag, or undefined. */
function listKind(tag: string): string | undefined {
  return tag.startsWith('list:') ? tag.slice('list:'.length) : undefined;
}

/** What changed, as the page rules need it. */
export interface ChangedInputs {
  /** Every tag a change touched. */
  tags: ReadonlySet<string>;
  /** Kinds of entity that changed in any way (from entity and list tags). */
  kinds: ReadonlySet<string>;
  /** The ids of the entities a change touched, by kind (for the sitemap files' id ranges). */
  ids: ReadonlyMap<string, readonly number[]>;
}

/** The changed tags of a versions answer, with the kinds and ids they touch. */
export function changedInputs(versions: Pick<ExportVersions, 'tags'>): ChangedInputs {
  const tags = new Set(Object.keys(versions.tags));
  const kinds = new Set<string>();
  const ids = new Map<string, number[]>();
  for (const tag of tags) {
    const entity = parseEntityTag(tag);
    const kind = entity?.kind ?? listKind(tag);
    if (kind !== undefined) kinds.add(kind);
    if (entity === undefined) continue;
    const ofKind = ids.get(entity.kind);
    if (ofKind === undefined) ids.set(entity.kind, [Number(entity.id)]);
    else ofKind.push(Number(entity.id));
  }
  return { tags, kinds, ids };
}

/** The id ranges of the sitemap files a page's tags name (`sitemapIds`). */
function sitemapRanges(tags: readonly string[]): { type: string; first: number; last: number }[] {
  return tags.flatMap((tag) => (tag.startsWith('sitemap:') ? (parseSitemapIdsTag(tag) ?? []) : []));
}

/**
 * Whether a page of the last export must be rendered again, by the tags it was rendered from:
 * - a page that recorded no tags (robots.txt, the 404 page, the manifest): always, nothing
 *   vouches for it;
 * - a tag a change touched: its entity changed (or, for `list:{kind}`, an entity of the kind was
 *   created or moved in the lists, so which entities the page lists may differ; `sitemap`, an
 *   entity moved in or out of the site maps; `sitemap:letter-{L}`, a name left or joined the
 *   letter); but a sitemap file that names the ids it lists (`sitemapIds`) renders for a change of
 *   its type only when an entity in its range changed (its lastmod), not for every save of the type;
 * - `home` on any change: it shows the newest entities and dates of every kind;
 * - `list:{kind}` on any change of that kind when the page names none of the kind's entities in
 *   its tags (top 100, free tickets, `/seo` lists): it shows entities it does not tag.
 * Otherwise its file is reused: every entity it shows is tagged and unchanged, and no list it
 * shows moved.
 */
export function needsRender(tags: readonly string[], changed: ChangedInputs): boolean {
  if (tags.length === 0) return true;
  if (changed.tags.size === 0) return false;
  const ranges = sitemapRanges(tags);
  for (const tag of tags) {
    if (changed.tags.has(tag) && !ranges.some((range) => tag === `sitemap:${range.type}`)) return true;
    if (tag === 'home') return true;
    const kind = listKind(tag);
    if (
      kind !== undefined &&
      changed.kinds.has(kind) &&
      !tags.some((other) => parseEntityTag(other)?.kind === kind)
    )
      return true;
  }
  return ranges.some(({ type, first, last }) =>
    (changed.ids.get(type) ?? []).some((id) => id >= first && id <= last),
  );
}

/** An inventory path and what the incremental export does with it. */
export interface PagePlan {
  /** Paths to render (changed inputs, or new to the inventory). */
  render: string[];
  /** Paths whose file is copied from the last export, with their record entries. */
  reuse: string[];
  /** Set when nothing can be reused. */
  fullReason?: string;
}

/**
 * Splits an edition's inventory paths into pages to render and pages to reuse from the last
 * export (`base`). Pages of the last export that left the inventory are in neither: they leave
 * the export. `hasFile` says whether the last export still holds a page's file.
 */
export function planPages(
  paths: readonly string[],
  base: ExportMeta | undefined,
  changed: ChangedInputs,
  fullReason: string | undefined,
  hasFile: (file: string) => boolean,
): PagePlan {
  if (base === undefined || fullReason !== undefined)
    return { render: [...paths], reuse: [], fullReason: fullReason ?? 'no last export of this edition' };
  const render: string[] = [];
  const reuse: string[] = [];
  for (const path of paths) {
    const page = base.pages[path];
    if (page === undefined || !hasFile(page.file) || needsRender(page.tags, changed)) render.push(path);
    else reuse.push(path);
  }
  return { render, reuse };
}
