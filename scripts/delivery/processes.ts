// The real pieces the delivery tests and benchmarks run against: a production build (own output folder), the
// reference API (default seed, temp data dir, own port), s3rver (an S3-protocol server on
// loopback) and origin servers, each a child process stopped by the test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The repository root. */
export const root = resolve(import.meta.dirname, '..', '..');
/**
 * The build output of these tests (inside the repository, so node_modules resolves);
 * DELIVERY_TEST_DIST gives another one, so two checkouts' runs on one machine do not collide.
 */
export const dist = process.env.DELIVERY_TEST_DIST ?? '.cache/dist-delivery-test';
/** s3rver's fixed credentials. */
export const s3Credentials = { OSS_ACCESS_KEY_ID: 'S3RVER', OSS_ACCESS_KEY_SECRET: 'S3RVER' };

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        done(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/** A fresh temporary folder. */
export function tempDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `delivery-${name}-`));
}

/** Builds the portal into `dist` for the test environment; throws with the output on failure. */
export function buildPortal(): void {
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'],
    {
      cwd: root,
      // NODE_ENV=production: a build under vitest's NODE_ENV=test would emit development JSX.
      env: { ...process.env, APP_ENV: 'test', PORTAL_DIST: dist, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`astro build failed:\n${result.stdout}\n${result.stderr}`);
}

/** Whether a child has ended, by exiting or by a signal (then exitCode stays null). */
function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Waits until a URL answers 2xx or the child exits. */
export async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (hasExited(child)) {
      throw new Error(`process for ${url} exited with ${String(child.exitCode ?? child.signalCode)}`);
    }
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

/** A running child process with its output kept for failure messages. */
export interface Service {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** Spawns a Node script of the repository as a service and waits for `readyPath`. */
export function startService(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
): Promise<Service> {
  return startProgram(process.execPath, args, { env, port, readyPath });
}

/** How `startProgram` starts and stops a program. */
export interface ProgramOptions {
  env?: NodeJS.ProcessEnv;
  port: number;
  readyPath: string;
  /** How long to wait for `readyPath` (default 180 s). */
  timeoutMs?: number;
  /** The signal that stops it gracefully (default SIGTERM). */
  stopSignal?: NodeJS.Signals;
}

/** Spawns a program as a service, keeps its output for failure messages and waits until it answers. */
export async function startProgram(
  command: string,
  args: string[],
  options: ProgramOptions,
): Promise<Service> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...options.env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${String(options.port)}`;
  try {
    await waitFor(`${url}${options.readyPath}`, child, options.timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${output}`, { cause: error });
  }
  return {
    url,
    child,
    output: () => output,
    stop: () => stopChild(child, options.stopSignal),
  };
}

/** Signals a child (SIGTERM unless told) and resolves once it has exited. */
function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  return new Promise((done) => {
    if (hasExited(child)) {
      done();
      return;
    }
    child.once('exit', () => {
      done();
    });
    child.kill(signal);
  });
}

/**
 * Starts the reference API with the default seed in a fresh data folder, or on the database of
 * `dataDir` (seeded when new): a test that changes the data behind the API's back restarts it there.
 */
export async function startApi(dataDir = tempDir('api')): Promise<Service> {
  const port = await freePort();
  return startService(
    [join(root, 'api', 'main.ts')],
    { API_PORT: String(port), API_DATA_DIR: dataDir, APP_ENV: 'test' },
    port,
    '/api/health',
  );
}

/** Starts s3rver on loopback with the given buckets. */
export async function startS3(buckets: string[]): Promise<Service> {
  const port = await freePort();
  const args = [
    join(root, 'node_modules', 's3rver', 'bin', 's3rver.js'),
    '-d',
    tempDir('s3'),
    '-a',
    '127.0.0.1',
  ];
  args.push('-p', String(port), '-s', ...buckets.flatMap((bucket) => ['--configure-bucket', bucket]));
  return startService(args, {}, port, '/');
}

/** Debian's Redis server (REDIS_SERVER_PATH overrides). */
const redisServerPath = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/**
 * Makes sure redis-server is installed: as root, from Debian's packages when missing; otherwise
 * throws naming the package (a test needing it fails, never skips).
 */
function ensureRedisServer(): void {
  if (existsSync(redisServerPath)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${redisServerPath} is missing: install Debian's redis-server package (apt-get install redis-server)`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let installed = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { env, encoding: 'utf8' });
  if (installed.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { env, encoding: 'utf8' });
    installed = spawnSync('apt-get', ['install', '-y', '-qq', 'redis-server'], { env, encoding: 'utf8' });
  }
  if (installed.status !== 0 || !existsSync(redisServerPath)) {
    throw new Error(`redis-server could not be installed:\n${installed.stdout}\n${installed.stderr}`);
  }
}

/** A Redis server started by a test: its URL, and stop (SIGTERM, waits for the exit). */
export interface RedisService {
  url: string;
  port: number;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts redis-server on loopback (a free port unless given) with nothing persisted (`--save ''
 * --appendonly no`) in a temporary folder, and waits until it answers PING.
 */
export async function startRedis(port?: number): Promise<RedisService> {
  ensureRedisServer();
  const chosen = port ?? (await freePort());
  const dir = tempDir('redis');
  const child = spawn(
    redisServerPath,
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { cwd: dir },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  for (;;) {
    if (hasExited(child)) throw new Error(`redis-server exited at start:\n${output}`);
    if (await answersPing(chosen)) break;
    if (Date.now() - started > 10_000) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer on ${String(chosen)} within 10 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url: `redis://127.0.0.1:${String(chosen)}`,
    port: chosen,
    child,
    output: () => output,
    stop: () =>
      new Promise((done) => {
        if (hasExited(child)) {
          done();
          return;
        }
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Whether a Redis server answers PING on a loopback port (the inline protocol, no client). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data: Buffer) => {
      socket.destroy();
      done(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => {
      done(false);
    });
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}

/** Runs a repository script to completion and returns its status and output. */
export function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (status) => {
      done({ status, output });
    });
  });
}
