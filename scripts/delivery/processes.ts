// The real pieces the delivery tests and benchmarks run against: a production build (own output folder), the
// reference API (default seed, temp data dir, own port), s3rver (an S3-protocol server on
// loopback) and origin servers, each a child process stopped by the test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
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
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
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

/** Starts the reference API with the default seed in a fresh data folder. */
export async function startApi(): Promise<Service> {
  const port = await freePort();
  return startService(
    [join(root, 'api', 'main.ts')],
    { API_PORT: String(port), API_DATA_DIR: tempDir('api'), APP_ENV: 'test' },
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
