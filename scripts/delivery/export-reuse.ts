// An incremental export (`--since`): per edition, which pages render and which files are copied
// from the last export (scripts/delivery/incremental.ts decides from the inputs' versions).
import { existsSync } from 'node:fs';
import { constants, copyFile, mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { EnvConfig } from '../../env/index.ts';
import type { ExportVersions } from '../../src/lib/contract/export-versions.ts';
import type { Edition } from '../../src/lib/edition.ts';
import { mapLimit } from './bounded-work.ts';
import { readBuildId, type ExportMeta } from './export-meta.ts';
import type { ExportOptions } from './export-options.ts';
import { changedInputs, exportInputs, fullRenderReason, planPages, type PagePlan } from './incremental.ts';
import { recordedItem, type InventoryItem } from './inventory.ts';
import { editionRequestOrigin, editions } from './paths.ts';

/**
 * What the export read before rendering: the versions, the lookup tables' digest and the last
 * export's records (`since`).
 */
export interface ExportStart {
  startedAt: Date;
  versions: ExportVersions | undefined;
  lookups: string | undefined;
  bases: Map<Edition, ExportMeta | undefined>;
}

/** Why an edition's last export cannot be reused at all, or undefined (incremental.ts fullRenderReason). */
function editionFullReason(
  options: Pick<ExportOptions, 'dist' | 'config'>,
  start: ExportStart,
  edition: Edition,
): string | undefined {
  const { versions } = start;
  if (versions === undefined) return 'no versions from the API';
  return fullRenderReason(
    start.bases.get(edition),
    readBuildId(options.dist),
    exportInputs(versions, options.config, start.startedAt, start.lookups),
    versions,
  );
}

/**
 * The inventory of an incremental export read from the last export's records instead of the
 * API, when they hold the same pages: no change after their cursor added, removed or moved an
 * entity in a list (the versions' `membership`), every edition's last export is reusable (same
 * build, database, settings, day, lookup tables, a change feed continuing from it) and was made
 * with the same `--limit`, `--sample-every` and `--shard`. Undefined otherwise: the inventory is
 * read from the API. Enumerating a large site from the API is what would make a small change's
 * export cost as much as the site's size.
 */
export function recordedInventory(
  options: Pick<ExportOptions, 'dist' | 'config' | 'since' | 'shard'>,
  start: ExportStart,
  partialReason: string | undefined,
): InventoryItem[] | undefined {
  if (options.since === undefined || start.versions?.membership !== false) return undefined;
  const items: InventoryItem[] = [];
  for (const edition of editions) {
    const base = start.bases.get(edition);
    if (base === undefined || editionFullReason(options, start, edition) !== undefined) return undefined;
    if (base.partialReason !== partialReason) return undefined;
    if (JSON.stringify(base.shard ?? null) !== JSON.stringify(options.shard ?? null)) return undefined;
    for (const [path, page] of Object.entries(base.pages)) items.push(recordedItem(edition, path, page.file));
  }
  return items;
}

/**
 * Items in an order that keeps a page's variants (both editions, both locales) next to each
 * other, as the API's inventory does, so one chunk shares their batch reads: grouped by the
 * path without its locale prefix, groups in the order of their first item. For the pages an
 * inventory read from the records renders, which come edition by edition.
 */
export function variantsTogether(items: readonly InventoryItem[]): InventoryItem[] {
  const groups = new Map<string, InventoryItem[]>();
  for (const item of items) {
    const key = item.path.replace(/^\/(?:en|zh)(?=\/|$)/, '') || '/';
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [item]);
    else group.push(item);
  }
  return [...groups.values()].flat();
}

/** Per edition, which pages to render and which to reuse from the last export. */
export function planEditions(
  options: ExportOptions,
  inventory: readonly InventoryItem[],
  start: ExportStart,
): Map<Edition, PagePlan> | undefined {
  const { since } = options;
  if (since === undefined) return undefined;
  const changed = changedInputs(start.versions ?? { tags: {} });
  const plans = new Map<Edition, PagePlan>();
  for (const edition of editions) {
    const base = start.bases.get(edition);
    const paths = inventory.filter((item) => item.edition === edition).map((item) => item.path);
    const folder = `${join(since, edition)}/`;
    plans.set(
      edition,
      planPages(paths, base, changed, editionFullReason(options, start, edition), (file) =>
        existsSync(folder + file),
      ),
    );
  }
  return plans;
}

/**
 * Whether an incremental export can lay its rendered files over the last export instead of
 * writing a whole new tree: it writes into the folder it starts from, and every edition has a
 * last export whose files it may reuse.
 */
export function exportsInPlace(
  options: Pick<ExportOptions, 'since' | 'out'>,
  plans: Map<Edition, PagePlan> | undefined,
  start: Pick<ExportStart, 'bases'>,
): boolean {
  if (plans === undefined || options.since === undefined) return false;
  if (resolve(options.since) !== resolve(options.out)) return false;
  return editions.every(
    (edition) => start.bases.get(edition) !== undefined && plans.get(edition)?.fullReason === undefined,
  );
}

/**
 * The files of the last export's pages that leave the export (their path left the inventory
 * and no page of the new export names the file), per edition: what laying the new export over
 * the last one removes.
 */
export function goneFiles(
  plans: Map<Edition, PagePlan>,
  start: Pick<ExportStart, 'bases'>,
  fileOf: (edition: Edition, path: string) => string,
): Map<Edition, string[]> {
  const gone = new Map<Edition, string[]>();
  for (const [edition, plan] of plans) {
    const base = start.bases.get(edition);
    if (base === undefined) continue;
    // Reused paths are paths of the last record, each once: when they and the rendered ones it
    // holds (with the same file) cover the whole record, no page left and no file changed, and
    // the sets of every file below are not needed.
    let covered = plan.reuse.length;
    for (const path of plan.render) if (base.pages[path]?.file === fileOf(edition, path)) covered += 1;
    if (covered === Object.keys(base.pages).length) {
      gone.set(edition, []);
      continue;
    }
    const kept = new Set<string>();
    for (const path of plan.reuse) kept.add(base.pages[path]?.file ?? fileOf(edition, path));
    for (const path of plan.render) kept.add(fileOf(edition, path));
    const stale: string[] = [];
    for (const page of Object.values(base.pages)) if (!kept.has(page.file)) stale.push(page.file);
    gone.set(edition, [...new Set(stale)]);
  }
  return gone;
}

/**
 * Records the reused pages (with their content warnings) and, unless the export lays its files
 * over the last one in place (`copy` false), copies their files from the last export into staging.
 */
export async function reusePages(
  since: string,
  staging: string,
  plans: Map<Edition, PagePlan>,
  start: ExportStart,
  metas: Map<Edition, ExportMeta>,
  config: EnvConfig,
  copy = true,
): Promise<void> {
  for (const edition of editions) {
    const base = start.bases.get(edition);
    const meta = metas.get(edition);
    const plan = plans.get(edition);
    if (base === undefined || meta === undefined || plan === undefined) continue;
    // The last export's warnings of reused pages carry over: a few URLs, looked up among the
    // reused paths (not a set of every reused URL, which would follow the size of the site).
    const origin = editionRequestOrigin(edition, config);
    const warned = new Set(
      base.warnings.flatMap((warning) =>
        warning.url.startsWith(origin) ? [warning.url.slice(origin.length)] : [],
      ),
    );
    const reusedUrls = new Set(
      warned.size === 0
        ? []
        : plan.reuse.filter((path) => warned.has(path)).map((path) => `${origin}${path}`),
    );
    if (!copy) {
      for (const path of plan.reuse) {
        const page = base.pages[path];
        if (page !== undefined) meta.pages[path] = page;
      }
    }
    await mapLimit(copy ? plan.reuse : [], 16, async (path) => {
      const page = base.pages[path];
      if (page === undefined) return;
      const target = join(staging, edition, page.file);
      await mkdir(dirname(target), { recursive: true });
      // A copy-on-write clone where the file system has them, a copy elsewhere; never a hard
      // link (a rebuild writes files in place, which would change the last export too).
      await copyFile(join(since, edition, page.file), target, constants.COPYFILE_FICLONE);
      meta.pages[path] = page;
    });
    for (const warning of base.warnings) if (reusedUrls.has(warning.url)) meta.warnings.push(warning);
  }
}
