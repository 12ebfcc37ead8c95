// The project's tasks, run under the pinned Node by scripts/toolchain.mjs (`npm start`,
// `npm test`, `npm run check`, ...). Only node: built-ins are imported at the top: the
// dependencies may not be installed yet when a task starts.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  answers,
  build,
  childGroup,
  must,
  root,
  run,
  spawnable,
  viaShell,
  waitFor,
} from './tasks/commands.ts';
import { screenshots } from './tasks/screenshots.ts';
import { ensureNginx, test } from './tasks/test-suite.ts';

/** Installs the npm dependencies when package.json or the lockfile changed since the last install. */
function ensureDeps(): void {
  const stampFile = join(root, 'node_modules', '.deps-stamp');
  const hash = createHash('sha256');
  for (const file of ['package.json', 'package-lock.json', '.nvmrc']) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  const digest = hash.digest('hex');
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === digest) return;
  console.log('[tasks] installing npm dependencies');
  // `npm ci` cannot be used: the registry here lacks some per-platform bindings at their
  // locked versions (see docs/architecture.md); `npm install` honours the lockfile otherwise.
  must('npm', ['install', '--no-audit', '--no-fund']);
  writeFileSync(stampFile, digest);
}

/** Loads and validates the environment config; a bad one stops the task with its message. */
async function loadEnv(): Promise<import('../env/index.ts').EnvConfig> {
  const { loadEnvConfig } = await import('../env/index.ts');
  try {
    return loadEnvConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** Starts the embedded reference API when the environment uses one, and waits until it answers. */
async function startEmbeddedApi(
  config: import('../env/index.ts').EnvConfig,
  group: ReturnType<typeof childGroup>,
): Promise<void> {
  if (!config.embeddedApi) return;
  // The API signs news and the portal verifies it with the same secret (docs/api.md,
  // "Information secret header"): without one configured, a random one for this run, which
  // every process started after this (the portal, astro dev, an export) inherits.
  if ((process.env.NEWS_SIGNING_SECRET ?? '') === '')
    process.env.NEWS_SIGNING_SECRET = randomBytes(32).toString('hex');
  const apiPort = process.env.API_PORT ?? '8787';
  const api = spawn(process.execPath, [join(root, 'api', 'main.ts')], {
    cwd: root,
    env: { ...process.env, API_PORT: apiPort },
    stdio: 'inherit',
  });
  group.children.push(api);
  api.on('exit', (code) => group.stop(code ?? 1));
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 120_000, api);
}

/**
 * Makes sure the API a delivery task reads answers. Where the environment has an embedded API
 * (dev, test) and API_BASE names none, a clone with nothing running starts it for the task;
 * elsewhere the task stops with one line naming the API it tried and what to set.
 */
async function ensureApiFor(
  task: string,
  config: import('../env/index.ts').EnvConfig,
  group: ReturnType<typeof childGroup>,
): Promise<void> {
  if (await answers(`${config.apiBase}/api/health`)) return;
  if (!config.embeddedApi || process.env.API_BASE !== undefined) {
    console.error(
      `[${task}] no API answers at ${config.apiBase} (environment ${config.name}): start it, or set API_BASE (APP_ENV chooses the environment)`,
    );
    process.exit(1);
  }
  console.log(`[${task}] nothing answers at ${config.apiBase}: starting the embedded API for this run`);
  await startEmbeddedApi(config, group);
}

/**
 * Checks a delivery command's arguments before anything is built or started: a typo answers
 * at once (exit 2) and --help prints the options.
 */
async function answerUsage(task: 'export' | 'rebuild', args: string[]): Promise<void> {
  const { parseCli, usageExitCode } = await import('./delivery/cli-args.ts');
  const { exportCli, rebuildCli } = await import('./delivery/commands.ts');
  const outcome = task === 'export' ? parseCli(exportCli, args) : parseCli(rebuildCli, args);
  if (outcome.kind === 'error') {
    console.error(`${outcome.message} (--help lists the options)`);
    process.exit(usageExitCode);
  }
  if (outcome.kind === 'help') {
    console.log(outcome.text);
    process.exit(0);
  }
}

/** Runs a delivery script (export, rebuild) with its API answering; stops what it started after. */
async function runDeliveryScript(task: string, script: string, args: string[]): Promise<never> {
  const config = await loadEnv();
  const group = childGroup();
  await ensureApiFor(task, config, group);
  return group.stop(run(process.execPath, [join(root, 'scripts', script), ...args]));
}

/** Starts the embedded reference API (when the environment uses it) and the built portal. */
async function serve(): Promise<void> {
  const config = await loadEnv();
  const group = childGroup();
  const { children, stop } = group;
  const port = process.env.PORT ?? '4321';
  // An editor's save reaches the pages through the rebuild webhook (docs/deploy.md): with the
  // embedded API and no webhook configured, the API pushes to this portal with a secret made
  // for this run, so a change is live on the next request as it is in production.
  if (config.embeddedApi && (process.env.CACHE_WEBHOOK_URL ?? '') === '') {
    if ((process.env.WEBHOOK_SECRET ?? '') === '')
      process.env.WEBHOOK_SECRET = randomBytes(24).toString('hex');
    process.env.CACHE_WEBHOOK_URL = `http://127.0.0.1:${port}/_hooks/rebuild`;
  }
  await startEmbeddedApi(config, group);
  const portal = spawn(process.execPath, [join(root, 'scripts', 'portal-server.ts')], {
    cwd: root,
    env: { ...process.env, HOST: process.env.HOST ?? '127.0.0.1', PORT: port },
    stdio: 'inherit',
  });
  children.push(portal);
  portal.on('exit', (code) => stop(code ?? 1));
  await waitFor(`http://127.0.0.1:${port}/system/index`, 60_000, portal);
  console.log(
    `[tasks] portal (${config.name}): http://127.0.0.1:${port}/  Chinese: http://localhost:${port}/  English: http://en.localhost:${port}/`,
  );
}

/**
 * `npm run dev`: the embedded API and Astro's dev server (hot reload) for the dev environment;
 * /api and /oss reach the API through the dev server's proxy (astro.config.mjs). With API_BASE
 * set the pages and the proxy use that API, so no embedded one is started.
 */
async function dev(): Promise<void> {
  process.env.APP_ENV ??= 'dev';
  const config = await loadEnv();
  const group = childGroup();
  if (process.env.API_BASE === undefined) await startEmbeddedApi(config, group);
  const port = process.env.PORT ?? '4321';
  const [file, argv] = spawnable('astro', ['dev', '--port', port, '--host', '127.0.0.1']);
  const astro = spawn(file, argv, {
    cwd: root,
    env: { ...process.env, API_BASE: process.env.API_BASE ?? config.apiBase },
    stdio: 'inherit',
    shell: viaShell,
  });
  group.children.push(astro);
  astro.on('exit', (code) => group.stop(code ?? 1));
  await waitFor(`http://127.0.0.1:${port}/system/index`, 120_000, astro);
  console.log(
    `[tasks] dev (${config.name}): Chinese http://localhost:${port}/  English http://en.localhost:${port}/`,
  );
}

/** Quality gates: types (astro check + tsc), lint and formatting, zero warnings. */
function check(): void {
  must('astro', ['check']);
  must('eslint', ['--max-warnings=0', '.']);
  must('prettier', ['--check', '.']);
}

const [task, ...args] = process.argv.slice(2);
switch (task) {
  case 'setup':
    ensureDeps();
    break;
  case 'build':
    ensureDeps();
    build();
    break;
  case 'start':
    ensureDeps();
    await loadEnv();
    build();
    await serve();
    break;
  case 'serve':
    await serve();
    break;
  case 'dev':
    ensureDeps();
    await dev();
    break;
  case 'api':
    ensureDeps();
    process.exitCode = run(process.execPath, [join(root, 'api', 'main.ts'), ...args]);
    break;
  case 'test':
    ensureDeps();
    test(args);
    break;
  case 'test:unit':
    ensureDeps();
    test(['unit']);
    break;
  case 'test:e2e':
    ensureDeps();
    test(['e2e']);
    break;
  case 'check':
    ensureDeps();
    check();
    break;
  case 'screenshots':
    // npm run screenshots [-- --skip-build]: every page family at 390 and 1280 px, both editions.
    ensureDeps();
    process.exitCode = screenshots(args);
    break;
  case 'export': {
    // The export renders through the built app: build first unless told the build is current.
    ensureDeps();
    const skipBuild = args.includes('--skip-build');
    const rest = args.filter((arg) => arg !== '--skip-build');
    // Arguments are checked before the build: a typo answers at once (exit 2, or the help text).
    await answerUsage('export', rest);
    if (!skipBuild) build();
    await runDeliveryScript('export', 'export.ts', rest);
    break;
  }
  case 'publish':
    ensureDeps();
    process.exitCode = run(process.execPath, [join(root, 'scripts', 'publish-oss.ts'), ...args]);
    break;
  case 'rebuild':
    ensureDeps();
    await answerUsage('rebuild', args);
    await runDeliveryScript('rebuild', 'rebuild.ts', args);
    break;
  case 'bench': {
    // npm run bench -- <name>: builds, then runs scripts/bench/<name>.ts (they print their figures).
    ensureDeps();
    const name = args[0] ?? '';
    if (!/^[a-z-]+$/.test(name) || !existsSync(join(root, 'scripts', 'bench', `${name}.ts`))) {
      console.error(
        'usage: npm run bench -- <api|page-weight|origin|lighthouse|islands|export|shared-cache|publish|...>',
      );
      process.exit(1);
    }
    // The API and check-in benches start their own API and need no portal build.
    if (name !== 'api' && name !== 'checkin') build();
    process.exitCode = run(process.execPath, [
      join(root, 'scripts', 'bench', `${name}.ts`),
      ...args.slice(1),
    ]);
    break;
  }
  case 'preview:edge': {
    // The site through the nginx edge, from the bucket, as production serves it.
    ensureDeps();
    ensureNginx();
    const skipBuild = args.includes('--skip-build');
    if (!skipBuild) build();
    process.exitCode = run(process.execPath, [
      join(root, 'scripts', 'edge', 'preview.ts'),
      ...args.filter((arg) => arg !== '--skip-build'),
    ]);
    break;
  }
  case 'doctor':
    // npm run doctor -- --env <name>: the settings and secrets an environment needs (exit 1 when
    // a required one is missing).
    ensureDeps();
    process.exitCode = run(process.execPath, [join(root, 'scripts', 'doctor.ts'), ...args]);
    break;
  case 'format':
    ensureDeps();
    // docs/api-routes.md is written from the OpenAPI document (docs-coverage.test.ts checks it).
    must(process.execPath, [join(root, 'scripts', 'api-routes.ts')]);
    must('prettier', ['--write', '.']);
    break;
  default: {
    const scripts = Object.keys(
      (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
        .scripts,
    );
    console.log(`usage: npm run <task>; tasks: ${scripts.join(', ')}`);
    process.exit(task === 'help' || task === undefined ? 0 : 1);
  }
}
