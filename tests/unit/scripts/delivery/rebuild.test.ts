// A rebuild on an origin that has not exported yet: the editor's change still reaches readers
// through the route cache, and the rebuild succeeds instead of failing on the missing files.
// And the order a rebuild renders in: the entity's own pages, the pages showing it, broad pages.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadEnvConfig } from '../../../../env/index.ts';
import type { ExportMeta } from '../../../../scripts/delivery/export-meta.ts';
import { affectedPaths, runRebuild, type RebuildContext } from '../../../../scripts/delivery/rebuild.ts';

describe('runRebuild', () => {
  it('without an export, refreshes the route cache, says so and succeeds', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rebuild-no-export-'));
    const invalidate = vi.fn(() => Promise.resolve());
    const render = vi.fn(() => Promise.resolve(new Response('never')));
    const notify = vi.fn(() => Promise.resolve(undefined));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const context: RebuildContext = {
      render,
      root,
      config: loadEnvConfig({ APP_ENV: 'test' }),
      invalidate,
      notify,
    };
    const summary = await runRebuild(context, { tags: ['exhibition:1'], paths: ['/'], who: 'editor' });
    expect(invalidate).toHaveBeenCalledWith(['exhibition:1'], ['/']);
    expect(summary).toMatchObject({ noExport: true, rendered: 0, uploaded: [], failures: [] });
    expect(render).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('the route cache was refreshed'));
    log.mockRestore();
    // Nothing pretends to be an export.
    expect(existsSync(join(root, 'zh'))).toBe(false);
    expect(existsSync(join(root, 'rebuild.log')) ? readFileSync(join(root, 'rebuild.log'), 'utf8') : '').toBe(
      '',
    );
  });
});

describe('affectedPaths', () => {
  it("puts the entity's own pages first, then the pages showing it, then the broad ones", () => {
    const meta: ExportMeta = {
      edition: 'zh',
      exportedAt: '',
      buildId: 'test',
      partial: false,
      warnings: [],
      pages: {
        '/exhibition/1.html': { file: 'a', tags: ['exhibition:1'] },
        '/en/exhibition/1.html': { file: 'b', tags: ['exhibition:1'] },
        '/exhibition-0-0-0-0-0-0-1/': { file: 'c', tags: ['list:exhibition', 'exhibition:1'] },
        '/exhibition-0-0-0-0-0-0-2/': { file: 'd', tags: ['list:exhibition', 'exhibition:2'] },
        '/sitemap_A/': { file: 'e', tags: ['sitemap', 'sitemap:letter-A'] },
      },
    };
    const plan = affectedPaths(meta, { tags: ['exhibition:1', 'sitemap:letter-A'], paths: [], who: 'test' });
    expect(plan.own.sort()).toEqual(['/en/exhibition/1.html', '/exhibition/1.html']);
    expect(plan.first.sort()).toEqual([
      '/en/exhibition/1.html',
      '/exhibition-0-0-0-0-0-0-1/',
      '/exhibition/1.html',
    ]);
    expect(plan.second).toEqual(['/sitemap_A/']);
  });
});
