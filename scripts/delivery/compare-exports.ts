// `node scripts/delivery/compare-exports.ts <before> <after>`: compares two export folders file
// by file, the check a refactor must pass ("every page renders the same HTML"). What a rebuild
// changes by itself is normalised first: bundle file hashes, the CSP hashes of inline scripts and
// the island ids Astro derives from component URLs. Each HTML page that still differs is
// classed: only the order of its <style> blocks changed (same rules, global rules in the same
// order: Astro orders inlined CSS by import positions), or its markup differs.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { metaFileName, readExportMeta } from './export-meta.ts';
import { editions } from './paths.ts';

/** How a page of the second export compares with the first. */
export type PageComparison = 'identical' | 'style-order' | 'differs';

/** Replaces what differs between any two builds of the same sources. */
export function normaliseBuildNoise(html: string): string {
  return html
    .replace(/\/_astro\/([\w.-]+?)\.[\w-]{8}\.(js|css)/g, '/_astro/$1.HASH.$2')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-X'")
    .replace(/astro-island uid="[A-Za-z0-9]+"/g, 'astro-island uid="U"');
}

/** The CSS rules of a page's <style> blocks, in document order. */
function styleRules(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].flatMap((match) =>
    (match[1] ?? '')
      .split('}')
      .map((rule) => rule.trim())
      .filter(Boolean),
  );
}

/**
 * Compares two renders of a page after normalising build noise.
 * @example comparePages('<p>a</p>', '<p>a</p>') // 'identical'
 */
export function comparePages(before: string, after: string): PageComparison {
  const [a, b] = [normaliseBuildNoise(before), normaliseBuildNoise(after)];
  if (a === b) return 'identical';
  const withoutStyles = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/g, '<style/>');
  if (withoutStyles(a) !== withoutStyles(b)) return 'differs';
  const [rulesA, rulesB] = [styleRules(a), styleRules(b)];
  const global = (rules: string[]) => rules.filter((rule) => !rule.includes('data-astro-cid'));
  const sameSet = [...rulesA].sort().join('}') === [...rulesB].sort().join('}');
  const sameGlobalOrder = global(rulesA).join('}') === global(rulesB).join('}');
  return sameSet && sameGlobalOrder ? 'style-order' : 'differs';
}

/** Every file below a folder, as paths relative to it. */
function filesBelow(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Compares the HTML pages of two export folders; pages only one of them has are listed. */
export function compareExports(
  before: string,
  after: string,
): {
  counts: Record<PageComparison, number>;
  differing: string[];
  onlyBefore: string[];
  onlyAfter: string[];
} {
  const pages = (root: string) => new Set(filesBelow(root).filter((file) => file.endsWith('.html')));
  const [a, b] = [pages(before), pages(after)];
  const counts: Record<PageComparison, number> = { identical: 0, 'style-order': 0, differs: 0 };
  const differing: string[] = [];
  for (const file of a) {
    if (!b.has(file)) continue;
    const result = comparePages(
      readFileSync(join(before, file), 'utf8'),
      readFileSync(join(after, file), 'utf8'),
    );
    counts[result] += 1;
    if (result === 'differs') differing.push(file);
  }
  return {
    counts,
    differing: differing.sort(),
    onlyBefore: [...a].filter((file) => !b.has(file)).sort(),
    onlyAfter: [...b].filter((file) => !a.has(file)).sort(),
  };
}

/**
 * Compares two exports of one build byte for byte, every file of both editions (pages included),
 * and their records: the same pages with the same files and tags, warnings and inputs. What an
 * incremental export must equal a whole one in (ignoring only when each was made).
 */
export function compareSameBuildExports(
  whole: string,
  other: string,
): { files: number; differing: string[]; onlyWhole: string[]; onlyOther: string[]; records: string[] } {
  const exported = (root: string) => new Set(filesBelow(root).filter((file) => !file.endsWith(metaFileName)));
  const [a, b] = [exported(whole), exported(other)];
  const differing: string[] = [];
  for (const file of a)
    if (b.has(file) && !readFileSync(join(whole, file)).equals(readFileSync(join(other, file))))
      differing.push(file);
  const records: string[] = [];
  for (const edition of editions) {
    const [x, y] = [readExportMeta(whole, edition), readExportMeta(other, edition)];
    const byUrl = (warnings: typeof x.warnings) => [...warnings].sort((p, q) => p.url.localeCompare(q.url));
    if (!isDeepStrictEqual(x.pages, y.pages)) records.push(`${edition}: pages`);
    if (!isDeepStrictEqual(byUrl(x.warnings), byUrl(y.warnings))) records.push(`${edition}: warnings`);
    if (!isDeepStrictEqual(x.inputs, y.inputs)) records.push(`${edition}: inputs`);
  }
  return {
    files: a.size,
    differing: differing.sort(),
    onlyWhole: [...a].filter((file) => !b.has(file)).sort(),
    onlyOther: [...b].filter((file) => !a.has(file)).sort(),
    records,
  };
}

if (import.meta.main) {
  const [before, after] = process.argv.slice(2);
  if (before === undefined || after === undefined) {
    console.error('usage: node scripts/delivery/compare-exports.ts <before-export> <after-export>');
    process.exit(2);
  }
  const result = compareExports(before, after);
  console.log(
    `[compare] identical ${String(result.counts.identical)}, style order only ${String(result.counts['style-order'])}, differ ${String(result.counts.differs)}; only before ${String(result.onlyBefore.length)}, only after ${String(result.onlyAfter.length)}`,
  );
  for (const file of [...result.differing, ...result.onlyBefore, ...result.onlyAfter].slice(0, 20)) {
    console.log(`  ${file}`);
  }
  process.exit(result.counts.differs + result.onlyBefore.length + result.onlyAfter.length > 0 ? 1 : 0);
}
