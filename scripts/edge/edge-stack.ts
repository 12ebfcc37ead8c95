// The site as production serves it, on one machine: the reference API, the origin, s3rver
// holding a published export, and the generated nginx edge in front of them on one port.
// `npm run preview:edge` (scripts/edge/preview.ts), the edge end-to-end tests and
// `npm run bench -- edge` start it through `startEdgeStack`.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnvConfig } from '../../env/index.ts';
import { loadEnvConfig } from '../../env/index.ts';
import { distDir } from '../delivery/app.ts';
import {
  freePort,
  root,
  runScript,
  s3Credentials,
  startProgram,
  startService,
  tempDir,
  type Service,
} from '../delivery/processes.ts';
import { nginxConfig } from './nginx-config.ts';

/** Where nginx is: Debian's package puts it in /usr/sbin. */
export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** How to start the stack. */
export interface EdgeStackOptions {
  /** The edge's port: the site's hosts are `localhost:{port}` and `en.localhost:{port}`. */
  port: number;
  /** The API's port (a free one when unset). */
  apiPort?: number;
  /** The API's data folder (a fresh temporary one when unset). */
  apiDataDir?: string;
  /** Export only this many pages of each kind (a quick look; the full export when unset). */
  limit?: number;
  /** Log lines of the steps (default console.log). */
  log?: (line: string) => void;
  /** Extra variables for every process (APP_ENV, PORTAL_DIST). */
  env?: NodeJS.ProcessEnv;
  /**
   * Serve the build's assets from a static host, as production's `staticPrefix` does:
   * `http://static.localhost:{port}` (the edge answers it from the bucket's shared _astro/).
   * The stack then builds its own copy of the portal with that prefix (.cache/dist-edge).
   */
  staticHost?: boolean;
}

/** Builds the portal into `dist` with the given variables (a static prefix is a build setting). */
function buildInto(dist: string, env: NodeJS.ProcessEnv): void {
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'],
    {
      cwd: root,
      env: { ...process.env, ...env, PORTAL_DIST: dist, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`astro build failed:\n${result.stdout}\n${result.stderr}`);
}

/** The running stack. */
export interface EdgeStack {
  /** `http://localhost:{port}` (Chinese) and `http://en.localhost:{port}` (English). */
  urls: { zh: string; en: string };
  api: Service;
  origin: Service;
  s3: Service;
  edge: Service;
  config: EnvConfig;
  /** The folder holding the exported editions. */
  exportRoot: string;
  /** Publishes the export again (after a rebuild or a new export); answers its output. */
  publish: (args?: string[]) => Promise<string>;
  /** The environment the stack's scripts run with (API, bucket, hosts). */
  scriptEnv: NodeJS.ProcessEnv;
  stop: () => Promise<void>;
}

/** Runs a repository script; throws with its output when it fails. */
async function mustRun(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const result = await runScript(script, args, env);
  if (result.status !== 0) throw new Error(`${script} ${args.join(' ')} failed:\n${result.output}`);
  return result.output;
}

/** Starts nginx in the foreground on a generated config. */
export async function startNginx(configText: string, workDir: string, port: number): Promise<Service> {
  mkdirSync(workDir, { recursive: true });
  const file = join(workDir, 'nginx.conf');
  writeFileSync(file, configText);
  const check = spawnSync(
    nginxBinary,
    ['-t', '-q', '-e', join(workDir, 'error.log'), '-p', workDir, '-c', file],
    {
      encoding: 'utf8',
    },
  );
  if (check.status !== 0) throw new Error(`nginx refused ${file}:\n${check.stderr}`);
  // QUIT: a graceful stop of the master and its workers.
  return startProgram(nginxBinary, ['-e', join(workDir, 'error.log'), '-p', workDir, '-c', file], {
    port,
    readyPath: '/system/index',
    timeoutMs: 30_000,
    stopSignal: 'SIGQUIT',
  });
}

/**
 * Starts the API, exports both editions for the edge's hosts, starts s3rver and publishes the
 * export with the bucket configured, starts the origin, then nginx in front of them all.
 */
export async function startEdgeStack(options: EdgeStackOptions): Promise<EdgeStack> {
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const port = String(options.port);
  const baseEnv: NodeJS.ProcessEnv = {
    APP_ENV: process.env.APP_ENV ?? 'dev',
    // The API signs news answers and the origin checks them: one secret for both, per run.
    NEWS_SIGNING_SECRET: process.env.NEWS_SIGNING_SECRET ?? randomBytes(24).toString('hex'),
    ...options.env,
    SITE_PORT: port,
    ...(options.staticHost === true && {
      STATIC_PREFIX: `http://static.localhost:${port}`,
      PORTAL_DIST: join(root, '.cache', 'dist-edge'),
    }),
  };
  const config = loadEnvConfig({ ...process.env, ...baseEnv });
  if (!config.embeddedApi) {
    throw new Error(
      `the edge preview runs environments with the embedded API (dev, test), not ${config.name}`,
    );
  }
  if (options.staticHost === true) {
    log(`[edge] building with assets from ${config.staticPrefix}`);
    buildInto(baseEnv.PORTAL_DIST ?? '', baseEnv);
  }
  const services: Service[] = [];
  const stop = async () => {
    await Promise.all(services.reverse().map((service) => service.stop()));
  };
  try {
    const apiPort = options.apiPort ?? (await freePort());
    const originPort = await freePort();
    // An editor's save reaches the bucket as in production: the API pushes its cache tags to the
    // origin's signed rebuild hook, which re-renders into the export and uploads to the bucket.
    const webhook = {
      WEBHOOK_SECRET: process.env.WEBHOOK_SECRET ?? randomBytes(24).toString('hex'),
      CACHE_WEBHOOK_URL: `http://127.0.0.1:${String(originPort)}/_hooks/rebuild`,
    };
    // The origin's rebuilds refresh what they upload at this edge (scripts/delivery/edge-refresh.ts).
    const edgeRefresh = {
      EDGE_REFRESH_URL: `http://127.0.0.1:${port}`,
      EDGE_REFRESH_SECRET: randomBytes(24).toString('hex'),
    };
    log(`[edge] starting the API on ${String(apiPort)}`);
    const api = await startService(
      [join(root, 'api', 'main.ts')],
      {
        ...baseEnv,
        ...webhook,
        API_PORT: String(apiPort),
        API_DATA_DIR: options.apiDataDir ?? tempDir('edge-api'),
      },
      apiPort,
      '/api/health',
    );
    services.push(api);
    const s3Port = await freePort();
    const s3Dir = tempDir('edge-s3');
    const s3 = await startService(
      [
        join(root, 'node_modules', 's3rver', 'bin', 's3rver.js'),
        '-d',
        s3Dir,
        '-a',
        '127.0.0.1',
        '-p',
        String(s3Port),
        '-s',
        '--configure-bucket',
        config.oss.bucket,
      ],
      {},
      s3Port,
      '/',
    );
    services.push(s3);
    const exportRoot = join(distDir(root, { ...process.env, ...baseEnv }), 'edge-static');
    const scriptEnv: NodeJS.ProcessEnv = {
      ...baseEnv,
      API_BASE: api.url,
      OSS_ENDPOINT: s3.url,
      OSS_BUCKET: config.oss.bucket,
      ORIGIN_URL: `http://127.0.0.1:${String(originPort)}`,
      ...s3Credentials,
    };
    log(
      `[edge] exporting both editions for localhost:${port}${options.limit === undefined ? '' : ` (--limit ${String(options.limit)})`}`,
    );
    rmSync(exportRoot, { recursive: true, force: true });
    const limit = options.limit === undefined ? [] : ['--limit', String(options.limit)];
    await mustRun('scripts/export.ts', ['--out', exportRoot, ...limit], scriptEnv);
    const publish = (args: string[] = []) =>
      mustRun('scripts/publish-oss.ts', ['--root', exportRoot, ...args], scriptEnv);
    log(`[edge] publishing to s3rver bucket ${config.oss.bucket}`);
    log((await publish(['--configure-bucket'])).trim().split('\n').slice(-1)[0] ?? '');
    log(`[edge] starting the origin on ${String(originPort)}`);
    const origin = await startService(
      [join(root, 'scripts', 'portal-server.ts')],
      {
        ...scriptEnv,
        ...webhook,
        ...edgeRefresh,
        PORTAL_STATIC_DIR: exportRoot,
        PORT: String(originPort),
        HOST: '127.0.0.1',
      },
      originPort,
      '/system/index',
    );
    services.push(origin);
    const apiHost = new URL(api.url).host;
    const nginxDir = tempDir('edge-nginx');
    const edge = await startNginx(
      nginxConfig({
        listen: `127.0.0.1:${port}`,
        config,
        bucket: config.oss.bucket,
        upstreams: {
          origin: new URL(origin.url).host,
          // The reference API answers /oss and /ossApi in dev and test.
          objectStorage: apiHost,
          bucket: new URL(s3.url).host,
        },
        workDir: nginxDir,
        refreshSecret: edgeRefresh.EDGE_REFRESH_SECRET,
        ...(process.getuid?.() === 0 && { workerUser: 'root' }),
      }),
      nginxDir,
      options.port,
    );
    services.push(edge);
    return {
      urls: { zh: `http://localhost:${port}`, en: `http://en.localhost:${port}` },
      api,
      origin,
      s3,
      edge,
      config,
      exportRoot,
      publish,
      scriptEnv,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
