import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { metaFileName, type ExportMeta } from '../../../../scripts/delivery/export-meta.ts';
import { affectedPaths } from '../../../../scripts/delivery/rebuild.ts';
import { countPagesByTag, PageIndex } from '../../../../scripts/delivery/page-index.ts';

const root = mkdtempSync(join(tmpdir(), 'page-index-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function record(edition: 'zh' | 'en', pages: Record<string, string[]>): ExportMeta {
  return {
    edition,
    exportedAt: '2026-12-03T00:00:00.000Z',
    buildId: 'test',
    partial: false,
    warnings: [],
    pages: Object.fromEntries(
      Object.entries(pages).map(([path, tags]) => [path, { file: `${path}.html`, tags }]),
    ),
  };
}

function write(meta: ExportMeta, at: number): void {
  mkdirSync(join(root, meta.edition), { recursive: true });
  const file = join(root, meta.edition, metaFileName);
  writeFileSync(file, JSON.stringify(meta));
  utimesSync(file, at, at);
}

describe('PageIndex', () => {
  it('counts the pages of both editions that carry a tag: the pages a rebuild of it renders', () => {
    const zh = record('zh', {
      '/exhibition/3.html': ['exhibition:3', 'pavilion:1'],
      '/en/exhibition/3.html': ['exhibition:3', 'pavilion:1'],
      '/exhibition-0-0-0-0-0-0-1/': ['list:exhibition', 'exhibition:3', 'exhibition:4', 'exhibition:3'],
      '/exhibition/4.html': ['exhibition:4', 'pavilion:1'],
    });
    const en = record('en', { '/exhibition/3.html': ['exhibition:3'] });
    write(zh, 1000);
    write(en, 1000);
    const index = new PageIndex(root);
    expect(index.counts(['exhibition:3', 'exhibition:4', 'exhibition:5'])).toEqual({
      'exhibition:3': 4,
      'exhibition:4': 2,
      'exhibition:5': 0,
    });
    // The same pages a rebuild of the tag renders.
    const rebuilt = [zh, en].flatMap((meta) => {
      const plan = affectedPaths(meta, { tags: ['exhibition:3'], paths: [], who: 'test' });
      return [...plan.first, ...plan.second].filter((path) => meta.pages[path] !== undefined);
    });
    expect(rebuilt).toHaveLength(4);
    // A rewritten record is read again.
    write(record('en', {}), 2000);
    expect(index.counts(['exhibition:3'])).toEqual({ 'exhibition:3': 3 });
  });

  it('answers undefined without an export', () => {
    expect(new PageIndex(join(root, 'none')).counts(['exhibition:3'])).toBeUndefined();
    expect(countPagesByTag([])).toEqual(new Map());
  });
});
