import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No export that nothing imports: knip (knip.json names the entry points: the scripts, the API's
// main, the pages, the middleware, the environment loader; its plugins add the configs and the
// tests) lists exports and exported types no other module uses. Each is dead weight or an export
// only its own file needs, which hides what a module offers and what can change freely.

const root = fileURLToPath(new URL('../..', import.meta.url));
const knip = fileURLToPath(new URL('../../node_modules/knip/bin/knip.js', import.meta.url));

describe('unused exports', () => {
  it('finds no export or exported type that no other module uses', () => {
    const run = spawnSync(process.execPath, [knip, '--reporter', 'json', '--no-progress'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error).toBeUndefined();
    const report = JSON.parse(run.stdout) as {
      issues: { file: string; exports?: { name: string }[]; types?: { name: string }[] }[];
    };
    const unused = report.issues.flatMap((issue) =>
      [...(issue.exports ?? []), ...(issue.types ?? [])].map((item) => `${issue.file}: ${item.name}`),
    );
    expect(unused).toEqual([]);
  }, 300_000);
});
