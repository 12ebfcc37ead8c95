import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFilesBelow } from '../support/source-files.ts';

// Comments say why, not how fast: a measured figure in a comment goes stale with the next
// dependency or machine, and nobody re-measures a comment. Figures live in docs/benchmarks.md with
// their date and command. What this flags is a measurement: a size, a duration or a share worded
// as an observation ("about 280 KB", "cost 4.6 %", "took 19 s", "42 % of the busy time"). A
// setting stated as such (a 10 s timeout, a 5 MB limit, VAT at 6 %) is a constant, not a figure.

const root = fileURLToPath(new URL('../..', import.meta.url));
const scanned = ['src', 'api', 'scripts', 'env'];
const testFile = /\.(?:test|spec)\.[a-z]+$/;

const number = String.raw`\d[\d,.]*`;
const unit = String.raw`(?:ms|s|seconds?|minutes?|KB|MB|GB|kB|%|pages\/s|requests\/s)`;
/** A figure worded as something seen: hedged ("about"), a cost, a time taken, a share of a whole. */
const measured = new RegExp(
  [
    String.raw`\b(?:about|roughly|around|nearly|almost|~)\s*${number}\s*${unit}`,
    String.raw`\b(?:cost|costs|took|takes|spent|measured|profiled)\b[^.;]{0,20}?${number}\s*${unit}`,
    String.raw`${number}\s*%\s*of\s+(?:the|a|an|its|every)\b`,
    String.raw`${number}\s*(?:times|x)\s+(?:faster|slower|smaller|larger)`,
  ].join('|'),
  'i',
);

/** The comment text of one source line (after `//`, or inside a block comment's line). */
function commentOf(line: string, inBlock: boolean): string | undefined {
  const trimmed = line.trim();
  if (inBlock || trimmed.startsWith('*') || trimmed.startsWith('/*')) return trimmed;
  const slashes = line.search(/(^|\s)\/\/\s/);
  return slashes === -1 ? undefined : line.slice(slashes);
}

/** Comment lines that state a measured figure, as `file:line: text`. */
function figuresInComments(path: string, code: string): string[] {
  const found: string[] = [];
  let inBlock = false;
  for (const [index, line] of code.split('\n').entries()) {
    const comment = commentOf(line, inBlock);
    if (line.includes('/*') && !line.includes('*/')) inBlock = true;
    else if (line.includes('*/')) inBlock = false;
    if (comment !== undefined && measured.test(comment))
      found.push(`${relative(root, path)}:${String(index + 1)}: ${comment}`);
  }
  return found;
}

/** Every non-test source file under the scanned folders (benchmarks print figures by design). */
function sourceFiles(): string[] {
  return sourceFilesBelow(root, scanned, { skip: ['bench'], keep: (path) => !testFile.test(path) });
}

describe('figuresInComments', () => {
  it('flags a measurement worded in a comment', () => {
    for (const code of [
      '// maplibre-gl, about 280 KB gzipped',
      ' * a message per render cost 4.6 % of a worker CPU',
      '// 42 % of the busy time of the process',
      '/* the old pattern took 19 s for 160,000 */',
      '// qr is 25 times faster than uqr',
    ])
      expect(figuresInComments(join(root, 'x.ts'), code), code).toHaveLength(1);
  });

  it('leaves settings, code and examples alone', () => {
    for (const code of [
      '// retries 300 ms apart on 408/425/429/5xx',
      '/** Probes GET {apiBase}/api/health within 2 s; never throws. */',
      '// travel services (6 %), so a receipt splits its total',
      "const label = 'about 5 KB'; // a label, not a comment's claim",
      " * @example searchWords('上海汽车 Expo-2026 %_')",
    ])
      expect(figuresInComments(join(root, 'x.ts'), code), code).toEqual([]);
  });

  it('finds no measured figure in a comment of the sources', () => {
    const found = sourceFiles().flatMap((path) => figuresInComments(path, readFileSync(path, 'utf8')));
    expect(found, 'move the figure to docs/benchmarks.md with its date and command').toEqual([]);
  });
});
