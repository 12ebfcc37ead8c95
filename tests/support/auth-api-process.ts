import { eq } from 'drizzle-orm';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The reference API for the auth island tests, in a child Node process: a jsdom test file
// cannot load the API itself (Vite's web transform rewrites the API's `new URL(..., import.meta.url)`
// file paths). The parent moves the API's clock and flags accounts over IPC.

/** Messages the test sends to the API process. */
type CommandBody = { type: 'advance'; ms: number } | { type: 'block'; phone: string };
type Command = CommandBody & { id: number };

/** The running API process, seen from a test. */
export interface AuthApiProcess {
  url: string;
  /** Moves the API's clock forward (code expiry, rate limits). */
  advance(ms: number): Promise<void>;
  /** Blacklists the account of a phone (logins then answer 111008). */
  block(phone: string): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the API (in-memory PGlite, seeded) in a child process. */
export function startAuthApiProcess(): Promise<AuthApiProcess> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const pending = new Map<number, () => void>();
  const send = (command: CommandBody): Promise<void> =>
    new Promise((resolve) => {
      nextId += 1;
      pending.set(nextId, resolve);
      child.send({ ...command, id: nextId });
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      reject(new Error(`auth API process exited with ${String(code)}`));
    });
    child.on('message', (message: { ready?: string; done?: number }) => {
      if (message.done !== undefined) pending.get(message.done)?.();
      if (message.ready === undefined) return;
      resolve({
        url: message.ready,
        advance: (ms) => send({ type: 'advance', ms }),
        block: (phone) => send({ type: 'block', phone }),
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => {
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

async function serve(): Promise<void> {
  const { startTestApi } = await import('../../api/test/harness.ts');
  const { createClock } = await import('../../api/test/clock.ts');
  const { users } = await import('../../api/db/schema.ts');
  const clock = createClock();
  const api = await startTestApi({ now: clock.now });
  process.on('message', (command: Command) => {
    void (async () => {
      if (command.type === 'advance') clock.advance(command.ms);
      else await api.ctx.db.update(users).set({ blocked: true }).where(eq(users.phone, command.phone));
      process.send?.({ done: command.id });
    })();
  });
  const stop = (): void => {
    void api.stop().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
  process.send?.({ ready: api.url });
}

if (process.argv.includes('--serve')) await serve();
