// Running commands for the project's tasks (scripts/tasks.ts): spawning tools the same way on
// Linux, macOS and Windows, waiting for servers, and stopping a task's children together. Only
// node: built-ins: the dependencies may not be installed yet when a task starts.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

// npm and the node_modules/.bin tools are .cmd scripts on Windows, which spawn starts only
// through a shell.
/** Whether commands run through a shell (Windows). */
export const viaShell = process.platform === 'win32';

/** What to spawn for a command: itself, or on Windows one quoted command line for cmd.exe. */
export function spawnable(command: string, args: string[]): [string, string[]] {
  if (!viaShell) return [command, args];
  const quote = (arg: string) => (/[\s"&|<>^]/.test(arg) ? `"${arg.replaceAll('"', '""')}"` : arg);
  return [[command, ...args].map(quote).join(' '), []];
}

/** Runs a command in the foreground and returns its exit status. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const [file, argv] = spawnable(command, args);
  const result = spawnSync(file, argv, { cwd: root, env, stdio: 'inherit', shell: viaShell });
  return result.status ?? 1;
}

/** Runs a command and stops the task when it fails. */
export function must(command: string, args: string[], env?: NodeJS.ProcessEnv): void {
  const status = run(command, args, env);
  if (status !== 0) {
    console.error(`[tasks] ${command} ${args.join(' ')} failed with status ${String(status)}`);
    process.exit(status);
  }
}

/**
 * Builds the portal (Astro production build). NODE_ENV is production whatever the caller had:
 * under NODE_ENV=test the build emits React's development JSX calls, which the built app,
 * always run as production code, cannot execute.
 */
export function build(env: NodeJS.ProcessEnv = process.env): void {
  must('astro', ['build'], { ...env, NODE_ENV: 'production' });
}

/** Waits until an HTTP URL answers, or fails after the timeout. */
export async function waitFor(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`process for ${url} exited with ${String(child.exitCode)}`);
    if (await answers(url)) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

/** Children of a serving task, stopped together: one exiting stops the task. */
export function childGroup(): { children: ChildProcess[]; stop: (code: number) => never } {
  const children: ChildProcess[] = [];
  const stop = (code: number): never => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => stop(130));
  process.on('SIGTERM', () => stop(143));
  return { children, stop };
}

/** True when an HTTP URL answers with a success status (one quick probe, no retries). */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3_000) })).ok;
  } catch {
    return false;
  }
}
