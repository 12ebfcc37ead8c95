// A rebuild on an origin that has not exported yet: the editor's change still reaches readers
// through the route cache, and the rebuild succeeds instead of failing on the missing files.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loadEnvConfig } from '../../../../env/index.ts';
import { runRebuild, type RebuildContext } from '../../../../scripts/delivery/rebuild.ts';

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
