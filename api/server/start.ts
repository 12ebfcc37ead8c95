import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { openDatabase, type DatabaseLocation, type OpenDatabase } from '../db/database.ts';
import { allRoutes } from '../routes/all-routes.ts';
import { createAbuseLimits, type LimitOverrides } from '../domain/abuse-limits.ts';
import { configureMail, mailTransportFromEnv, type MailTransport } from '../domain/mail-outbox.ts';
import { ensureSeeded } from '../seed/ensure-seeded.ts';
import { utcDay } from '../seed/generate-catalogue.ts';
import { listenForSearchChanges } from '../domain/search/answer-cache.ts';
import { holdSweepIntervalMs, releaseExpiredHolds } from '../domain/orders/ticket-holds.ts';
import { startScheduler } from '../domain/editor/scheduler.ts';
import { createApp } from './app.ts';
import { parseTrustedProxies } from './client-address.ts';
import { refuseUnsafePath } from './unsafe-path.ts';
import { hasDevTools, ticketSecretFor, type AppContext } from './context.ts';

/** Options of a running API instance. */
export interface StartOptions {
  location: DatabaseLocation;
  envName: string;
  host?: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Seed scale on first start (1 = default catalogue). */
  scale?: number;
  paySecret?: string;
  /** CARD_WEBHOOK_SECRET; a per-process secret when absent (the sandbox processor is in-process). */
  cardWebhookSecret?: string;
  /** NEWS_SIGNING_SECRET, shared with the portal; without it news responses are not signed. */
  newsSecret?: string | null;
  cacheWebhook?: { url: string; secret: string } | null;
  /** TICKET_SIGNING_SECRET; required outside dev and test (ticketSecretFor). */
  ticketSecret?: string | undefined;
  now?: () => Date;
  /** The day (YYYY-MM-DD) a first start seeds the news up to (default: the clock's day; tests fix it). */
  seedDay?: string;
  /** Shorter abuse limits (tests); production uses the constants of domain/abuse-limits.ts. */
  limits?: LimitOverrides;
  /** TRUSTED_PROXIES: comma-separated IPs and CIDRs whose X-Forwarded-For is believed (default loopback). */
  trustedProxies?: string | undefined;
  /** Milliseconds between two sweeps of expired ticket holds (default holdSweepIntervalMs). */
  holdSweepMs?: number;
  /** Milliseconds between two looks for due scheduled actions (default schedulerIntervalMs); 0: no scheduler (tests run it by hand). */
  schedulerMs?: number;
  /** How e-mail is sent; by default from the environment (the outbox in dev and test, MAIL_PROVIDER_* elsewhere). */
  mail?: MailTransport;
  /**
   * Whether search answers are kept in memory until the database says they changed (default
   * true; SEARCH_ANSWERS=off in the environment of api/main.ts, for measuring every search).
   */
  searchAnswers?: boolean;
}

/** A running API: its URL, context and a way to stop it. */
export interface RunningApi {
  url: string;
  ctx: AppContext;
  database: OpenDatabase;
  stop: () => Promise<void>;
}

/** Opens (creating, migrating and seeding on first start) the database and serves the API. */
export async function startApi(options: StartOptions): Promise<RunningApi> {
  // Before the database opens: an environment without its secret stops at once, with its message.
  const ticketSecret = ticketSecretFor(options.envName, options.ticketSecret);
  const database = await openDatabase(options.location);
  const now = options.now ?? (() => new Date());
  await ensureSeeded(database.db, options.scale ?? 1, options.seedDay ?? utcDay(now()));
  configureMail(database.db, options.mail ?? mailTransportFromEnv(options.envName));
  const stopSearchAnswers =
    options.searchAnswers === false ? () => Promise.resolve() : await listenForSearchChanges(database);
  const ctx: AppContext = {
    db: database.db,
    driver: database.driver,
    envName: options.envName,
    devTools: hasDevTools(options.envName),
    // A per-process secret when none is configured: the sandbox gateway and its notify
    // verification run in the same process, so they still agree.
    paySecret: options.paySecret ?? randomBytes(32).toString('hex'),
    cardWebhookSecret: options.cardWebhookSecret ?? randomBytes(32).toString('hex'),
    // Never a per-process default: the portal, another process, must hold the same value.
    newsSecret: options.newsSecret ?? null,
    ticketSecret,
    now,
    selfUrl: '',
    cacheWebhook: options.cacheWebhook ?? null,
    limits: createAbuseLimits({ db: database.db, driver: database.driver, overrides: options.limits }),
    trustedProxies: parseTrustedProxies(options.trustedProxies),
  };
  const app = createApp(ctx, allRoutes);
  const host = options.host ?? '127.0.0.1';
  const listener = getRequestListener(app.fetch);
  const server: Server = createServer((req, res) => {
    // Before Hono parses the target (its URL parser resolves dot segments): see request-path.ts.
    if (refuseUnsafePath(req, res)) return;
    void listener(req, res);
  });
  await new Promise<void>((resolve) => {
    server.listen(options.port, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  ctx.selfUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${String(port)}`;
  // Ticket holds also end on every path that reads or takes stock; this sweep returns the
  // tickets of holds nobody looks at, so waiting lists move on without a cron.
  const sweeper = setInterval(() => {
    releaseExpiredHolds(ctx.db, ctx.now()).catch((error: unknown) => {
      console.error('[api] sweeping expired ticket holds failed:', error);
    });
  }, options.holdSweepMs ?? holdSweepIntervalMs);
  sweeper.unref();
  const stopScheduler =
    options.schedulerMs === 0 ? () => undefined : startScheduler(ctx, options.schedulerMs);
  return {
    url: `http://${host}:${String(port)}`,
    ctx,
    database,
    stop: async () => {
      clearInterval(sweeper);
      stopScheduler();
      await stopSearchAnswers();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
      await database.close();
    },
  };
}
