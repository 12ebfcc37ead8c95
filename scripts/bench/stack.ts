// Starts the reference API and the built portal for a benchmark (same as `npm start` without
// the build), on ports of its own, and stops them afterwards.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root, waitFor } from '../delivery/processes.ts';

/** A running API + portal. */
export interface Stack {
  origin: string;
  apiOrigin: string;
  stop: () => void;
}

/** Starts `node scripts/tasks.ts serve` in the test environment with its own ports and data. */
export async function startStack(options: {
  portalPort: number;
  apiPort: number;
  dataDir: string;
  extraEnv?: Record<string, string>;
}): Promise<Stack> {
  const child = spawn(process.execPath, [join(root, 'scripts', 'tasks.ts'), 'serve'], {
    cwd: root,
    env: {
      ...process.env,
      APP_ENV: 'test',
      PORT: String(options.portalPort),
      API_PORT: String(options.apiPort),
      API_DATA_DIR: options.dataDir,
      ...options.extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const origin = `http://127.0.0.1:${String(options.portalPort)}`;
  await waitFor(`${origin}/system/index`, child);
  return {
    origin,
    apiOrigin: `http://127.0.0.1:${String(options.apiPort)}`,
    stop: () => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
