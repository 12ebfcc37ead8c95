// Sharded exports against real pieces (the production build, the reference API, s3rver): one
// whole export and the same inventory in 3 shards, compared file by file once publish has merged
// them; the variants of a page stay in one shard; partial-export rules for shards and merges.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareExports } from '../../scripts/delivery/compare-exports.ts';
import { metaFileName, readExportMeta, type ExportMeta } from '../../scripts/delivery/export-meta.ts';
import { runScript, startApi, startS3, tempDir, type Service } from '../../scripts/delivery/processes.ts';
import { mergeShardExports, shardOfPath } from '../../scripts/delivery/shards.ts';
import { deliveryEnviron } from '../../scripts/delivery/delivery-stack.ts';

const bucket = 'expoportal-shards';
const editions = ['zh', 'en'] as const;
let api: Service;
let s3: Service;
let env: NodeJS.ProcessEnv;
let whole: string;
const shardRoots: string[] = [];
const seconds: Record<string, number> = {};

/** Runs the export CLI into `out` with --limit 2 (and more options); throws with its output on failure. */
async function exportInto(out: string, extra: string[], label: string): Promise<void> {
  const started = performance.now();
  const result = await runScript('scripts/export.ts', ['--out', out, '--limit', '2', ...extra], env);
  seconds[label] = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(result.output);
}

/** Every file below a folder, relative to it, sorted. */
function filesBelow(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** The path of a URL without its locale prefix (`/en/x` in zh, `/zh/x` in en). */
function localeFree(path: string): string {
  return path.replace(/^\/(en|zh)(\/|$)/, '/');
}

/** A shard export folder written by hand: one page per edition and its record. */
function handShard(index: number, count: number, buildId = 'b1', partialReason?: string): string {
  const root = tempDir(`hand-shard-${String(index)}`);
  for (const edition of editions) {
    mkdirSync(join(root, edition), { recursive: true });
    const file = `page-${String(index)}.html`;
    writeFileSync(join(root, edition, file), `<p>${edition} ${String(index)}</p>`);
    writeFileSync(join(root, edition, 'robots.txt'), 'User-agent: *');
    const reason = [partialReason, `--shard ${String(index)}/${String(count)}`].filter(Boolean).join(' ');
    const meta: ExportMeta = {
      edition,
      exportedAt: new Date(Date.UTC(2026, 0, index)).toISOString(),
      buildId,
      pages: { [`/page-${String(index)}.html`]: { file, tags: ['page'] } },
      partial: true,
      partialReason: reason,
      warnings: [],
      shard: { index, count },
    };
    writeFileSync(join(root, edition, metaFileName), JSON.stringify(meta));
  }
  return root;
}

beforeAll(async () => {
  [api, s3] = await Promise.all([startApi(), startS3([bucket])]);
  env = deliveryEnviron(api, s3, bucket);
  whole = join(tempDir('whole'), 'static');
  await exportInto(whole, [], 'whole');
  for (let index = 1; index <= 3; index += 1) {
    const out = join(tempDir(`shard-${String(index)}`), 'static');
    await exportInto(out, ['--shard', `${String(index)}/3`], `shard ${String(index)}/3`);
    shardRoots.push(out);
  }
  console.log(
    `[sharded-export] --limit 2: ${Object.entries(seconds)
      .map(([label, value]) => `${label} ${value.toFixed(1)} s`)
      .join(', ')} (each a whole CLI run: app load, inventory, render, write)`,
  );
}, 600_000);

afterAll(async () => {
  await Promise.all([api, s3].filter(Boolean).map((service) => service.stop()));
});

describe('npm run export -- --shard i/n', () => {
  it('records the shard and calls it partial', () => {
    shardRoots.forEach((root, position) => {
      for (const edition of editions) {
        const meta = readExportMeta(root, edition);
        expect(meta.shard).toEqual({ index: position + 1, count: 3 });
        expect(meta).toMatchObject({
          partial: true,
          partialReason: `--limit 2 --shard ${String(position + 1)}/3`,
        });
      }
    });
  });

  it('cuts the inventory into disjoint slices that cover the whole export, the four variants of a page together', () => {
    const shardOf = new Map<string, Set<number>>();
    for (const edition of editions) {
      const wholePages = readExportMeta(whole, edition).pages;
      const union: ExportMeta['pages'] = {};
      shardRoots.forEach((root, position) => {
        const { pages } = readExportMeta(root, edition);
        // Every slice holds something (hash spread over this small inventory).
        expect(Object.keys(pages).length).toBeGreaterThan(10);
        for (const [url, page] of Object.entries(pages)) {
          expect(union[url], `${url} in two shards`).toBeUndefined();
          union[url] = page;
          const path = localeFree(url);
          shardOf.set(path, (shardOf.get(path) ?? new Set()).add(position + 1));
          expect(shardOfPath(path, 3)).toBe(position + 1);
        }
      });
      expect(union).toEqual(wholePages);
    }
    // Both editions in both locales of one page: one shard each.
    for (const [path, shards] of shardOf) expect([...shards], path).toHaveLength(1);
    const counts = [1, 2, 3].map((index) => [...shardOf.values()].filter((set) => set.has(index)).length);
    console.log(`[sharded-export] pages (locale-free paths) per shard: ${counts.join(', ')}`);
  });

  it('refuses publish --prune of a shard alone', async () => {
    const [first] = shardRoots as [string];
    const result = await runScript('scripts/publish-oss.ts', ['--root', first, '--prune', '--dry-run'], env);
    expect(result.status, result.output).toBe(2);
    expect(result.output).toContain('--shard 1/3');
  });
});

describe('npm run publish -- --shard-root ...', () => {
  it('merges the 3 shards into the whole export, file by file, and publishes it', async () => {
    const merged = join(tempDir('merged'), 'static');
    const result = await runScript(
      'scripts/publish-oss.ts',
      ['--root', merged, ...shardRoots.flatMap((root) => ['--shard-root', root])],
      env,
    );
    expect(result.status, result.output).toBe(0);
    // Still partial, for --limit 2 alone: the shards are all there.
    expect(result.output).toContain('merged shards 1,2,3 of 3');
    expect(result.output).toContain('PARTIAL (--limit 2)');
    const compared = compareExports(whole, merged);
    expect(compared.counts.differs).toBe(0);
    expect(compared.counts['style-order']).toBe(0);
    expect(compared.onlyBefore).toEqual([]);
    expect(compared.onlyAfter).toEqual([]);
    expect(compared.counts.identical).toBeGreaterThan(200);
    // Every other file too (sitemaps, robots.txt, assets, 404): the same names and bytes.
    // The export's records and the publish journal (.publish/) aside.
    const exported = (root: string) =>
      filesBelow(root).filter((file) => !file.endsWith(metaFileName) && !file.startsWith('.publish'));
    const files = exported(whole);
    expect(exported(merged)).toEqual(files);
    for (const file of files.filter((name) => !name.endsWith('.html'))) {
      expect(readFileSync(join(merged, file)).equals(readFileSync(join(whole, file))), file).toBe(true);
    }
    // The records alike but for when they were written.
    const record = (root: string, edition: (typeof editions)[number]) => ({
      ...readExportMeta(root, edition),
      exportedAt: 'any',
    });
    for (const edition of editions) expect(record(merged, edition)).toEqual(record(whole, edition));
    const uploaded = /uploaded (\d+)/.exec(result.output);
    expect(Number(uploaded?.[1])).toBeGreaterThan(200);
  });

  it('marks a merge with a shard missing partial, so --prune refuses it', async () => {
    const merged = join(tempDir('merged-two'), 'static');
    const result = await runScript(
      'scripts/publish-oss.ts',
      [
        '--root',
        merged,
        '--prune',
        '--dry-run',
        '--shard-root',
        shardRoots[0] ?? '',
        '--shard-root',
        shardRoots[2] ?? '',
      ],
      env,
    );
    expect(result.status, result.output).toBe(2);
    expect(result.output).toContain('shards 2 of 3 missing');
    expect(readExportMeta(merged, 'zh')).toMatchObject({
      partial: true,
      partialReason: '--limit 2 shards 2 of 3 missing',
    });
  });
});

describe('mergeShardExports', () => {
  it('makes a complete export of every shard (no other partial reason), which --prune accepts', async () => {
    const out = join(tempDir('merged-hand'), 'static');
    const summary = await mergeShardExports([handShard(2, 2), handShard(1, 2)], out, editions);
    expect(summary).toEqual({ shards: [1, 2], count: 2, pages: 2 });
    const meta = readExportMeta(out, 'en');
    expect(meta).toMatchObject({ partial: false, buildId: 'b1', exportedAt: '2026-01-01T00:00:00.000Z' });
    expect(meta.shard).toBeUndefined();
    expect(meta.partialReason).toBeUndefined();
    expect(Object.keys(meta.pages).sort()).toEqual(['/page-1.html', '/page-2.html']);
    expect(filesBelow(join(out, 'en'))).toEqual([metaFileName, 'page-1.html', 'page-2.html', 'robots.txt']);
    const pruned = await runScript('scripts/publish-oss.ts', ['--root', out, '--prune', '--dry-run'], env);
    expect(pruned.status, pruned.output).toBe(0);
  });

  it('refuses shards of two builds, of different counts, a shard twice, a URL in two shards, and a whole export', async () => {
    const out = join(tempDir('merged-bad'), 'static');
    await expect(mergeShardExports([handShard(1, 2), handShard(2, 2, 'b2')], out, editions)).rejects.toThrow(
      /shards must come from one build/,
    );
    await expect(mergeShardExports([handShard(1, 2), handShard(2, 3)], out, editions)).rejects.toThrow(
      /the others are of 2/,
    );
    await expect(mergeShardExports([handShard(1, 2), handShard(1, 2)], out, editions)).rejects.toThrow(
      /given twice/,
    );
    const clash = handShard(2, 2);
    for (const edition of editions) {
      const file = join(clash, edition, metaFileName);
      const meta = JSON.parse(readFileSync(file, 'utf8')) as ExportMeta;
      meta.pages['/page-1.html'] = { file: 'page-1.html', tags: [] };
      writeFileSync(file, JSON.stringify(meta));
    }
    await expect(mergeShardExports([handShard(1, 2), clash], out, editions)).rejects.toThrow(/in two shards/);
    const notShard = tempDir('not-shard');
    cpSync(whole, notShard, { recursive: true });
    await expect(mergeShardExports([notShard], out, editions)).rejects.toThrow(/not a shard export/);
  });
});
