import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md is a map a newcomer reads in one sitting; dated figures belong in
// docs/benchmarks.md. The limit keeps the map from turning back into a log of measurements.
const maxLines = 500;

const docsDir = resolve(import.meta.dirname, '../../../docs');
const architecture = join(docsDir, 'architecture.md');

/** The targets of the relative Markdown links in a text, without their #fragment. */
function relativeLinkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

describe('docs/architecture.md', () => {
  const text = readFileSync(architecture, 'utf8');

  it(`stays within ${String(maxLines)} lines`, () => {
    expect(text.trimEnd().split('\n').length).toBeLessThanOrEqual(maxLines);
  });

  it('links only to documents that exist', () => {
    const targets = relativeLinkTargets(text);
    expect(targets.length).toBeGreaterThan(0);
    const missing = targets.filter((target) => !existsSync(resolve(dirname(architecture), target)));
    expect(missing).toEqual([]);
  });
});
