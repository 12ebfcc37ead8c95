import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The contract (src/lib/contract/) is the only seam between the reference API and the portal:
// the API may import the portal's contract and nothing else of src/, and the contract imports
// only itself and zod (see contractPackages), so either side can change its internals without
// breaking the other. The message catalogue is shared too: the API answers in the caller's
// language from the same files (src/i18n/*.json) through their typed loaders (sharedI18n).

const root = resolve(import.meta.dirname, '../../../..');
const srcDir = join(root, 'src');
const contractDir = join(srcDir, 'lib', 'contract');
const sharedI18n = [
  join(srcDir, 'i18n', 'en.json'),
  join(srcDir, 'i18n', 'zh.json'),
  join(srcDir, 'lib', 'i18n', 'messages.ts'),
  join(srcDir, 'lib', 'i18n', 'server.ts'),
];
// The rich-text cleaner: the API cleans editors' HTML on save with the policy the pages apply
// (api/domain/editor/rich-text-fields.ts), never a second one of its own.
const sharedCleaner = [join(srcDir, 'lib', 'content', 'sanitize.ts')];
// The PDF kit and the number and date formats: the invoice PDF the API serves is drawn with the
// page size, CJK font and money format of the portal's PDFs (tickets, catalogues), never a second set;
// the API's catalogue posters draw their type with the same font as the portal's share pictures.
const sharedPdfKit = [
  join(srcDir, 'lib', 'pdf', 'document.ts'),
  join(srcDir, 'lib', 'pdf', 'font.ts'),
  join(srcDir, 'lib', 'format.ts'),
  join(srcDir, 'lib', 'typeset', 'svg-text.ts'),
];
// node:crypto signs the rebuild webhook: the HMAC is part of that wire format, computed alike by
// the API that sends and the origin that checks.
// libphonenumber-js (its min metadata) is the phone rule both sides apply (phone.ts).
const contractPackages = new Set([
  'zod',
  'node:crypto',
  'libphonenumber-js/min',
  'libphonenumber-js/metadata.min',
]);

/** Every TypeScript file under a directory, as absolute paths. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

/** Every module a file names: static imports, re-exports, `import()` and `import('...')` types. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles.map((entry) => entry.fileName);
}

/** Whether `path` is `dir` or inside it. */
function isInside(path: string, dir: string): boolean {
  return path === dir || path.startsWith(dir + sep);
}

/** `file: specifier` for each import of the files that `allowed` rejects. */
function violations(
  files: readonly string[],
  allowed: (specifier: string, target: string) => boolean,
): string[] {
  // An empty list would pass vacuously, e.g. after a folder is renamed.
  if (files.length === 0) return ['no files found'];
  return files.flatMap((file) =>
    importsOf(file)
      .filter((specifier) => !allowed(specifier, resolve(dirname(file), specifier)))
      .map((specifier) => `${relative(root, file)}: ${specifier}`),
  );
}

describe('the contract seam', () => {
  it('lets api/ import nothing from src/ outside src/lib/contract/, the message catalogue, the rich-text cleaner and the PDF and picture kit', () => {
    const found = violations(
      sourceFiles(join(root, 'api')),
      (specifier, target) =>
        !specifier.startsWith('.') ||
        !isInside(target, srcDir) ||
        isInside(target, contractDir) ||
        sharedI18n.includes(target) ||
        sharedCleaner.includes(target) ||
        sharedPdfKit.includes(target),
    );
    expect(found).toEqual([]);
  });

  it('keeps src/lib/contract/ to its own modules, the message catalogue, zod, node:crypto and libphonenumber-js', () => {
    const found = violations(
      sourceFiles(contractDir),
      (specifier, target) =>
        contractPackages.has(specifier) ||
        (specifier.startsWith('.') && (isInside(target, contractDir) || sharedI18n.includes(target))),
    );
    expect(found).toEqual([]);
  });
});
