import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFilesBelow } from '../support/source-files.ts';

// Dependencies are used through their public API only: no source file names a module inside a
// package's `dist/` that the package does not export (rewriting or importing such a module ties
// the build to one release's internals), and none reads a `_`-prefixed member (a dependency's
// private one: this codebase names none of its own that way). What a rewrite once won is
// proposed upstream instead (docs/upstream.md).

const root = fileURLToPath(new URL('../..', import.meta.url));
const scanned = ['src', 'api', 'scripts', 'env', 'tests'];
const rootFiles = ['astro.config.mjs', 'vitest.config.ts', 'playwright.config.ts', 'eslint.config.js'];
/** This file spells the patterns it looks for in its own examples. */
const self = fileURLToPath(import.meta.url);

/**
 * `_`-prefixed members a dependency documents as public, each with where it says so. Keep it
 * empty or justified.
 */
const publicUnderscoreMembers: Readonly<Record<string, string>> = {
  // ofetch's README, "Access to raw response": `const response = await ofetch.raw(...)`,
  // `response._data` is the parsed body.
  _data: 'ofetch FetchResponse._data',
};

/** Every source file under the scanned folders, and the root configuration files. */
function sourceFiles(): string[] {
  return [
    ...sourceFilesBelow(root, scanned, { keep: (path) => path !== self }),
    ...rootFiles.map((file) => join(root, file)).filter((path) => existsSync(path)),
  ];
}

/** The code without its comments (`//` after a blank or at a line's start, and block comments). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[\s;{}])\/\/.*$/gm, '$1');
}

/** Path separators as regular expressions and escaped strings spell them, read as `/`. */
function plainSeparators(code: string): string {
  return code
    .replace(/\[\\\\\/\]|\[\/\\\\\]/g, '/')
    .replace(/\\\\/g, '/')
    .replace(/\\\//g, '/')
    .replace(/\\\./g, '.');
}

/** A package.json `exports` map's subpaths (`./dist/*` style patterns included). */
function exportedSubpaths(packageName: string): string[] | 'all' | undefined {
  const manifest = join(root, 'node_modules', packageName, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown };
  // No exports map: every file is reachable, none is promised; a dist path is not public then.
  if (exports === undefined || typeof exports === 'string' || Array.isArray(exports)) return [];
  if (exports === null || typeof exports !== 'object') return [];
  const keys = Object.keys(exports);
  return keys.every((key) => key.startsWith('.')) ? keys : ['.'];
}

/** Whether `subpath` (`./dist/x.css`) is one the package's exports map names. */
function isExported(subpath: string, exported: readonly string[]): boolean {
  return exported.some((pattern) => {
    if (!pattern.includes('*')) return pattern === subpath;
    const [head = '', tail = ''] = pattern.split('*');
    return subpath.startsWith(head) && subpath.endsWith(tail) && subpath.length >= head.length + tail.length;
  });
}

/** An installed package's `dist/` named where its exports map does not promise it. */
export function distPathsIn(code: string): string[] {
  const text = plainSeparators(withoutComments(code));
  const found: string[] = [];
  const named =
    /(?:^|[^\w@.-])(?:node_modules\/)?((?:@[\w-][\w.-]*\/)?[\w-][\w.-]*)\/dist(?=[/'"`?\s$)]|$)((?:\/[\w.*-]+)*)/g;
  for (const [, packageName = '', rest = ''] of text.matchAll(named)) {
    const exported = exportedSubpaths(packageName);
    if (exported === undefined) continue;
    if (exported !== 'all' && rest !== '' && isExported(`./dist${rest}`, exported)) continue;
    found.push(`${packageName}/dist${rest}`);
  }
  return found;
}

/**
 * Globals with a double underscore that belong to a dependency. Other `__name__` style globals
 * are our own (the page scripts' and e2e probes' flags on `window`), so double underscores are
 * checked against this list only.
 */
const dependencyGlobals = new Set(['__zod_globalConfig']);

/**
 * `_`-prefixed members read (`x._name`, `x?._name`, `x['_name']`) that no allow-list entry
 * names, and the dependencies' double-underscore globals.
 */
export function privateMembersIn(code: string): string[] {
  const text = withoutComments(code);
  const found: string[] = [];
  const member = /\??\.(_{1,2}[A-Za-z$][\w$]*)(?![\w$-])|\[\s*['"`](_{1,2}[A-Za-z$][\w$]*)['"`]\s*\]/g;
  for (const match of text.matchAll(member)) {
    const name = match[1] ?? match[2] ?? '';
    // `x._name` needs something before the dot (not a `._name` CSS class in a string).
    if (match[1] !== undefined && !/[\w$)\]]$/.test(text.slice(0, match.index))) continue;
    if (name.startsWith('__') && !dependencyGlobals.has(name)) continue;
    if (!(name in publicUnderscoreMembers)) found.push(name);
  }
  return found;
}

describe('distPathsIn', () => {
  it('finds a module id of an unexported dist module, however the separators are spelled', () => {
    expect(
      distPathsIn(String.raw`export const m = /[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/;`),
    ).toEqual(['astro/dist/core/encryption.js']);
    expect(distPathsIn(String.raw`const r = /@astrojs\/react\/dist\/server\.js$/;`)).toEqual([
      '@astrojs/react/dist/server.js',
    ]);
    expect(distPathsIn(`import x from 'astro/dist/core/app/manifest.js';`)).toEqual([
      'astro/dist/core/app/manifest.js',
    ]);
    expect(distPathsIn(`const jar = 'node_modules/astro/dist/cli/index.js';`)).toEqual([
      'astro/dist/cli/index.js',
    ]);
  });

  it('lets through what the package exports, our own folders and comments', () => {
    expect(distPathsIn(`import url from 'maplibre-gl/dist/maplibre-gl.css?url';`)).toEqual([]);
    expect(distPathsIn(`const out = process.env.PORTAL_DIST ?? './dist'; const s = 'dist/static';`)).toEqual(
      [],
    );
    expect(distPathsIn(`const c = '.cache/dist-delivery-test'; // astro/dist/x.js`)).toEqual([]);
  });
});

describe('privateMembersIn', () => {
  it("finds a dependency's private members, by dot or by name", () => {
    expect(privateMembersIn('await client._checkReady(); client._runExclusiveQuery(run);')).toEqual([
      '_checkReady',
      '_runExclusiveQuery',
    ]);
    expect(privateMembersIn("schema?._zod.def; globalThis['__zod_globalConfig'] = {};")).toEqual([
      '_zod',
      '__zod_globalConfig',
    ]);
  });

  it('lets through the allow-list, CSS classes in strings and comments', () => {
    expect(privateMembersIn("const body = response._data; const hidden = '._fun-hide';")).toEqual([]);
    expect(privateMembersIn('// client._checkReady() is private')).toEqual([]);
  });
});

describe('source files', () => {
  it("name no dependency's dist/ module that its exports map does not promise", () => {
    const offenders = sourceFiles().flatMap((path) =>
      distPathsIn(readFileSync(path, 'utf8')).map((found) => `${relative(root, path)}: ${found}`),
    );
    expect(offenders).toEqual([]);
  });

  it('read no `_`-prefixed member outside the justified allow-list', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((path) =>
      privateMembersIn(readFileSync(path, 'utf8')).map((found) => `${relative(root, path)}: ${found}`),
    );
    expect(offenders).toEqual([]);
  });
});
