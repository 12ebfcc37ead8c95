import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The file of an installed package's module (`astro`, `core/encryption.js`). */
export function installedModule(packageName: string, ...path: string[]): string {
  return join(dirname(createRequire(import.meta.url).resolve(packageName)), ...path);
}

/**
 * Imports an installed dependency module rewritten as the build rewrites it (src/build/*), from
 * a file beside the original so its relative and bare imports resolve; `remove` deletes that file.
 */
export async function importRewritten(
  original: string,
  rewrite: (code: string) => string | undefined,
): Promise<{ module: Record<string, unknown>; remove: () => void }> {
  const patched = rewrite(readFileSync(original, 'utf8'));
  if (patched === undefined)
    throw new Error(`the installed ${original} does not read as the rewrite expects`);
  const file = join(dirname(original), `${basename(original, '.js')}.portal-test-${String(process.pid)}.mjs`);
  writeFileSync(file, patched);
  return {
    module: (await import(pathToFileURL(file).href)) as Record<string, unknown>,
    remove: () => {
      rmSync(file, { force: true });
    },
  };
}
