import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  metaFileName,
  readExportMeta,
  type ExportedPage,
  type ExportMeta,
} from '../../../../scripts/delivery/export-meta.ts';
import { PageRecordSpool, writeSpooledExportMeta } from '../../../../scripts/delivery/record-spool.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'record-spool-'));
  mkdirSync(join(root, 'zh'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function metaWith(pages: Record<string, ExportedPage>): ExportMeta {
  return {
    edition: 'zh',
    exportedAt: '2026-11-29T00:00:00.000Z',
    buildId: 'b1',
    pages,
    partial: false,
    warnings: [{ url: 'http://localhost:4321/news/1.html', entities: ['news:1'] }],
  };
}

/** A page whose path and tags need escaping in JSON. */
const awkward: [string, ExportedPage] = [
  '/wiki/"quoted"\\path\u2028.html',
  { file: 'wiki/"quoted"\\path\u2028.html', tags: ['wiki:1', 'list:"x"'] },
];

async function written(meta: ExportMeta, spooled: [string, ExportedPage][]): Promise<unknown> {
  const spool = new PageRecordSpool(join(root, '.record-zh.part'));
  for (const [path, page] of spooled) spool.add(path, page);
  await writeSpooledExportMeta(root, meta, spool);
  return JSON.parse(readFileSync(join(root, 'zh', metaFileName), 'utf8'));
}

describe('the spooled export record', () => {
  it('holds the spooled pages and the header as the record written whole would', async () => {
    const pages: [string, ExportedPage][] = Array.from({ length: 3000 }, (_, index) => [
      `/exhibition/${String(index)}.html`,
      { file: `exhibition/${String(index)}.html`, tags: [`exhibition:${String(index)}`, 'list:exhibition'] },
    ]);
    pages.push(awkward);
    const record = await written(metaWith({}), pages);
    expect(record).toEqual(metaWith(Object.fromEntries(pages)));
    expect(readExportMeta(root, 'zh').pages[awkward[0]]).toEqual(awkward[1]);
  });

  it('puts pages already in the record (reused ones) before the spooled, the later entry winning', async () => {
    const reused: Record<string, ExportedPage> = {
      '/a.html': { file: 'a.html', tags: ['news:1'] },
      '/b.html': { file: 'b.html', tags: ['news:2'] },
    };
    const record = await written(metaWith(reused), [
      ['/c.html', { file: 'c.html', tags: [] }],
      ['/b.html', { file: 'b.html', tags: ['news:3'] }],
    ]);
    expect(record).toEqual(
      metaWith({
        '/a.html': { file: 'a.html', tags: ['news:1'] },
        '/b.html': { file: 'b.html', tags: ['news:3'] },
        '/c.html': { file: 'c.html', tags: [] },
      }),
    );
  });

  it('writes a record with reused pages only, or none, when nothing was spooled', async () => {
    expect(await written(metaWith({ '/a.html': { file: 'a.html', tags: [] } }), [])).toEqual(
      metaWith({ '/a.html': { file: 'a.html', tags: [] } }),
    );
    expect(await written(metaWith({}), [])).toEqual(metaWith({}));
  });

  it('refuses pages after closing and reports a spool that could not be written', async () => {
    const spool = new PageRecordSpool(join(root, '.record-zh.part'));
    await spool.close();
    expect(() => {
      spool.add('/a.html', { file: 'a.html', tags: [] });
    }).toThrow(/closed/);
    const broken = new PageRecordSpool(join(root, 'missing-folder', '.record-zh.part'));
    broken.add('/a.html', { file: 'a.html', tags: [] });
    await expect(writeSpooledExportMeta(root, metaWith({}), broken)).rejects.toThrow(/ENOENT/);
  });
});
