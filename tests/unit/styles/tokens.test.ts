import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rawColours, styleSources } from './style-sources.ts';

// The design system's rule (docs/design-system.md): colours are named once, in
// src/styles/tokens.css; every other stylesheet, <style> block and island CSS refers to them
// through var(--color-...).

const root = join(import.meta.dirname, '..', '..', '..');
const src = join(root, 'src');
const tokenFile = join(src, 'styles', 'tokens.css');

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('rawColours', () => {
  it('finds hex, rgb() and hsl() colours and named black and white, not tokens or ids', () => {
    const css = [
      'a { color: #c8102e; background: #FFF; }',
      'b { box-shadow: 0 1px 2px rgb(0 0 0 / 10%); border-color: hsl(0 0% 50%); }',
      'c { color: white; fill: black; border-color: var(--color-black); }',
      'd { color: var(--color-brand); content: "#1"; }',
      '#main-nav { width: 100%; } .button-white-space { white-space: nowrap; }',
    ].join('\n');
    expect(rawColours(css)).toEqual(['#c8102e', '#FFF', 'rgb(', 'hsl(', 'white', 'black']);
  });
});

describe('styleSources', () => {
  it('keeps an .astro file to its <style> blocks', () => {
    const astro =
      '---\nconst c = "#123456";\n---\n<p>#abcdef</p>\n<style lang="scss">\n  p { color: #fff; }\n</style>\n';
    expect(styleSources(astro, 'x.astro')).toBe('\n  p { color: #fff; }\n');
  });
});

describe('the stylesheets', () => {
  it('name colours only through the tokens of src/styles/tokens.css', () => {
    const sheets = filesUnder(src).filter((file) => /\.(css|scss|astro)$/.test(file) && file !== tokenFile);
    expect(sheets.length).toBeGreaterThan(50);
    const offenders = sheets.flatMap((file) => {
      const found = rawColours(styleSources(readFileSync(file, 'utf8'), file));
      return found.length === 0 ? [] : [`${relative(root, file)}: ${found.join(', ')}`];
    });
    expect(offenders).toEqual([]);
  });

  it('have a token file that defines the colour tokens they use', () => {
    const tokens = readFileSync(tokenFile, 'utf8');
    const defined = new Set([...tokens.matchAll(/(--color-[\w-]+)\s*:/g)].map((match) => match[1]));
    const used = new Set(
      filesUnder(src)
        .filter((file) => /\.(css|scss|astro|tsx)$/.test(file))
        .flatMap((file) =>
          [...readFileSync(file, 'utf8').matchAll(/var\((--color-[\w-]+)/g)].map((match) => match[1]),
        ),
    );
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });
});
