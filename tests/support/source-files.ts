import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The repository's own source files, for the tests that read every one of them (public API
// only, no measured figures in comments).

/** A file of code: TypeScript, JavaScript or an Astro component. */
const sourceFilePattern = /\.(?:ts|tsx|mts|mjs|js|astro)$/;

/**
 * Every source file under `folders` of `root`, depth first, skipping folders named in `skip`
 * (installed and generated ones always) and files `keep` turns down.
 */
export function sourceFilesBelow(
  root: string,
  folders: readonly string[],
  { skip = [], keep = () => true }: { skip?: readonly string[]; keep?: (path: string) => boolean } = {},
): string[] {
  const skipped = new Set(['node_modules', 'dist', '.cache', '.data', ...skip]);
  const found: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (sourceFilePattern.test(entry.name) && keep(path)) found.push(path);
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return found;
}
