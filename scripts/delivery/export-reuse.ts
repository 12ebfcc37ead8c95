// An incremental export (`--since`): per edition, which pages render and which files are copied
// from the last export (scripts/delivery/incremental.ts decides from the inputs' versions).
import { existsSync } from 'node:fs';
import { constants, copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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

/** Copies the reused pages' files from the last export into staging and records them. */
export async function reusePages(
  since: string,
  staging: string,
  plans: Map<Edition, PagePlan>,
  start: ExportStart,
  metas: Map<Edition, ExportMeta>,
  config: EnvConfig,
): Promise<void> {
  for (const edition of editions) {
    const base = start.bases.get(edition);
    const meta = metas.get(edition);
    const plan = plans.get(edition);
    if (base === undefined || meta === undefined || plan === undefined) continue;
    const origin = editionRequestOrigin(edition, config);
    const reusedUrls = new Set(plan.reuse.map((path) => `${origin}${path}`));
    await mapLimit(plan.reuse, 16, async (path) => {
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
