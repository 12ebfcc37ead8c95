import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { metaFileName, type ExportMeta } from '../../../../scripts/delivery/export-meta.ts';
import { exportsInPlace, goneFiles } from '../../../../scripts/delivery/export-reuse.ts';
import { overlayEditions } from '../../../../scripts/delivery/export-swap.ts';
import type { PagePlan } from '../../../../scripts/delivery/incremental.ts';

const root = mkdtempSync(join(tmpdir(), 'export-overlay-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function put(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function base(pages: Record<string, string>): ExportMeta {
  return {
    edition: 'zh',
    exportedAt: '',
    buildId: 'b',
    partial: false,
    warnings: [],
    pages: Object.fromEntries(Object.entries(pages).map(([path, file]) => [path, { file, tags: [] }])),
  };
}

describe('overlayEditions', () => {
  it('moves the staged files over the live ones, removes the gone ones and writes the record last', async () => {
    const out = join(root, 'static');
    const staging = join(out, '.export-1');
    put(join(out, 'zh', 'a.html'), 'old a');
    put(join(out, 'zh', 'b.html'), 'kept b');
    put(join(out, 'zh', 'gone.html'), 'gone');
    put(join(out, 'zh', metaFileName), 'old record');
    put(join(staging, 'zh', 'a.html'), 'new a');
    put(join(staging, 'zh', 'deep', 'c.html'), 'new c');
    put(join(staging, 'zh', metaFileName), 'new record');
    const kept = statSync(join(out, 'zh', 'b.html')).ino;
    const result = await overlayEditions(staging, out, ['zh'], new Map([['zh', ['gone.html']]]));
    expect(result).toEqual({ moved: 2, removed: 1 });
    expect(readFileSync(join(out, 'zh', 'a.html'), 'utf8')).toBe('new a');
    expect(readFileSync(join(out, 'zh', 'deep', 'c.html'), 'utf8')).toBe('new c');
    expect(readFileSync(join(out, 'zh', metaFileName), 'utf8')).toBe('new record');
    expect(existsSync(join(out, 'zh', 'gone.html'))).toBe(false);
    expect(statSync(join(out, 'zh', 'b.html')).ino).toBe(kept);
  });
});

describe('goneFiles', () => {
  it('names the files of pages that left the inventory, unless a new page names the same file', () => {
    const plans = new Map<'zh', PagePlan>([['zh', { render: ['/a', '/new'], reuse: ['/b'] }]]);
    const start = {
      bases: new Map([
        ['zh' as const, base({ '/a': 'a.html', '/b': 'b.html', '/left': 'left.html', '/moved': 'new.html' })],
      ]),
    };
    const gone = goneFiles(plans, start, (_edition, path) => `${path.slice(1)}.html`);
    expect(gone.get('zh')).toEqual(['left.html']);
  });
});

describe('exportsInPlace', () => {
  it('holds only for an incremental export into the folder it starts from, with every edition reusable', () => {
    const plans = new Map<'zh' | 'en', PagePlan>([
      ['zh', { render: [], reuse: [] }],
      ['en', { render: [], reuse: [] }],
    ]);
    const bases = new Map([
      ['zh' as const, base({})],
      ['en' as const, base({})],
    ]);
    expect(exportsInPlace({ since: '/x/static', out: '/x/static/' }, plans, { bases })).toBe(true);
    expect(exportsInPlace({ since: '/x/static', out: '/y/static' }, plans, { bases })).toBe(false);
    expect(exportsInPlace({ out: '/x/static' }, plans, { bases })).toBe(false);
    const full = new Map(plans).set('en', { render: [], reuse: [], fullReason: 'another day' });
    expect(exportsInPlace({ since: '/x/static', out: '/x/static' }, full, { bases })).toBe(false);
  });
});
