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
import type { InventoryItem } from './inventory.ts';
import { editionRequestOrigin, editions } from './paths.ts';

/** What the export read before rendering: the versions, and the last export's records (`since`). */
export interface ExportStart {
  startedAt: Date;
  versions: ExportVersions | undefined;
  bases: Map<Edition, ExportMeta | undefined>;
}

/** Per edition, which pages to render and which to reuse from the last export. */
export function planEditions(
  options: ExportOptions,
  inventory: readonly InventoryItem[],
  start: ExportStart,
): Map<Edition, PagePlan> | undefined {
  const { since } = options;
  if (since === undefined) return undefined;
  const { versions } = start;
  const buildId = readBuildId(options.dist);
  const plans = new Map<Edition, PagePlan>();
  for (const edition of editions) {
    const base = start.bases.get(edition);
    const paths = inventory.filter((item) => item.edition === edition).map((item) => item.path);
    const reason =
      versions === undefined
        ? 'no versions from the API'
        : fullRenderReason(base, buildId, exportInputs(versions, options.config, start.startedAt), versions);
    plans.set(
      edition,
      planPages(paths, base, changedInputs(versions ?? { tags: {} }), reason, (file) =>
        existsSync(join(since, edition, file)),
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
    const origin = editionRequestOrigin(edition, config);
    const reusedUrls = new Set(plan.reuse.map((path) => `${origin}${path}`));
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
