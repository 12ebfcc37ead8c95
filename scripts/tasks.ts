// The project's tasks, run under the pinned Node by scripts/toolchain.mjs (`npm start`,
// `npm test`, `npm run check`, ...). Only node: built-ins are imported at the top: the
// dependencies may not be installed yet when a task starts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = join(root, '.cache');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// npm and the node_modules/.bin tools are .cmd scripts on Windows, which spawn starts only
// through a shell.
const viaShell = process.platform === 'win32';

/** What to spawn for a command: itself, or on Windows one quoted command line for cmd.exe. */
function spawnable(command: string, args: string[]): [string, string[]] {
  if (!viaShell) return [command, args];
  const quote = (arg: string) => (/[\s"&|<>^]/.test(arg) ? `"${arg.replaceAll('"', '""')}"` : arg);
  return [[command, ...args].map(quote).join(' '), []];
}

/** Runs a command in the foreground and returns its exit status. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const [file, argv] = spawnable(command, args);
  const result = spawnSync(file, argv, { cwd: root, env, stdio: 'inherit', shell: viaShell });
  return result.status ?? 1;
}

/** Runs a command and stops the task when it fails. */
function must(command: string, args: string[], env?: NodeJS.ProcessEnv): void {
  const status = run(command, args, env);
  if (status !== 0) {
    console.error(`[tasks] ${command} ${args.join(' ')} failed with status ${String(status)}`);
    process.exit(status);
  }
}

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

/** Installs Debian's chromium when it is missing and we may (root); browsers are never downloaded. */
function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(`[tasks] ${chromiumPath} is missing: install Debian's chromium package first`);
    process.exit(1);
  }
  console.log('[tasks] installing chromium from Debian packages');
  must('apt-get', ['update', '-qq']);
  must('apt-get', ['install', '-y', '-qq', 'chromium'], {
    ...process.env,
    DEBIAN_FRONTEND: 'noninteractive',
  });
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

/**
 * Builds the portal (Astro production build). NODE_ENV is production whatever the caller had:
 * under NODE_ENV=test the build emits React's development JSX calls, which the built app,
 * always run as production code, cannot execute.
 */
function build(env: NodeJS.ProcessEnv = process.env): void {
  must('astro', ['build'], { ...env, NODE_ENV: 'production' });
}

/** Waits until an HTTP URL answers, or fails after the timeout. */
async function waitFor(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with ${String(child.exitCode)}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

/** Children of a serving task, stopped together: one exiting stops the task. */
function childGroup(): { children: ChildProcess[]; stop: (code: number) => never } {
  const children: ChildProcess[] = [];
  const stop = (code: number): never => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  return { children, stop };
}

/** Starts the embedded reference API when the environment uses one, and waits until it answers. */
async function startEmbeddedApi(
  config: import('../env/index.ts').EnvConfig,
  group: ReturnType<typeof childGroup>,
): Promise<void> {
  if (!config.embeddedApi) return;
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

/** True when an HTTP URL answers with a success status (one quick probe, no retries). */
async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3_000) })).ok;
  } catch {
    return false;
  }
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
  await startEmbeddedApi(config, group);
  const port = process.env.PORT ?? '4321';
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

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Reads vitest's JSON report. */
function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numFailedTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** Reads Playwright's JSON report. */
function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
  };
}

/** Runs vitest (the given projects) and returns its counts. */
function runVitest(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): Counts {
  const out = join(cacheDir, `vitest-${name}.json`);
  rmSync(out, { force: true });
  run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args], env);
  return vitestCounts(out);
}

/** Runs every test: unit and API tests (vitest), then end-to-end tests (Playwright). */
function test(args: string[]): void {
  mkdirSync(cacheDir, { recursive: true });
  const only = args[0];
  const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (counts: Counts) => {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  };
  if (only !== 'e2e') {
    add(runVitest('all', []));
    // CI starts a real PostgreSQL server and passes its URL: the API suite runs again on it.
    if (process.env.TEST_DATABASE_URL) {
      add(
        runVitest('postgres', ['--project', 'api'], {
          ...process.env,
          DATABASE_URL: process.env.TEST_DATABASE_URL,
        }),
      );
    }
  }
  if (only !== 'unit') {
    ensureChromium();
    const env = { ...process.env, APP_ENV: 'test' };
    build(env);
    // Every run starts from a freshly seeded database: tests never depend on an earlier run.
    rmSync(join(root, '.data', 'e2e'), { recursive: true, force: true });
    const out = join(cacheDir, 'playwright.json');
    rmSync(out, { force: true });
    run('playwright', ['test'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out });
    add(playwrightCounts(out));
  }
  const skipped = totals.skipped > 0 ? `, ${String(totals.skipped)} skipped` : '';
  console.log(`\n${String(totals.passed)} passed, ${String(totals.failed)} failed${skipped}`);
  process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
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
      console.error('usage: npm run bench -- <api|page-weight|origin|lighthouse|islands|export|...>');
      process.exit(1);
    }
    if (name !== 'api') build();
    process.exitCode = run(process.execPath, [
      join(root, 'scripts', 'bench', `${name}.ts`),
      ...args.slice(1),
    ]);
    break;
  }
  case 'format':
    ensureDeps();
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
