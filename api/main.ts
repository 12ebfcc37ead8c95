import { fileURLToPath } from 'node:url';
import { loadEnvConfig, loadSecrets } from '../env/index.ts';
import { newsSigningSecretVariable } from '../src/lib/contract/news-signature.ts';
import { locationFromEnv } from './db/database.ts';
import { parseTrustedProxies } from './server/client-address.ts';
import { ticketSecretFor } from './server/context.ts';
import { startApi } from './server/start.ts';

// Entry point: `node api/main.ts [--scale N]`. PGlite in API_DATA_DIR (default .data/api) unless
// DATABASE_URL is set; listens on 127.0.0.1:API_PORT (default 8787).

const root = fileURLToPath(new URL('..', import.meta.url));

function scaleFromArgs(args: string[]): number {
  const at = args.indexOf('--scale');
  const raw = at >= 0 ? args[at + 1] : process.env.API_SEED_SCALE;
  if (raw === undefined) return 1;
  const scale = Number(raw);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100_000) {
    console.error(`--scale must be an integer between 1 and 100000, got ${raw}`);
    process.exit(2);
  }
  return scale;
}

/** CACHE_WEBHOOK_URL plus WEBHOOK_SECRET (at least 16 characters) turn on pushing editor changes. */
function cacheWebhookFromEnv(environ: NodeJS.ProcessEnv): { url: string; secret: string } | null {
  const url = environ.CACHE_WEBHOOK_URL ?? '';
  const secret = environ.WEBHOOK_SECRET ?? '';
  if (url === '') return null;
  if (secret.length < 16) {
    console.error('CACHE_WEBHOOK_URL needs WEBHOOK_SECRET of at least 16 characters');
    process.exit(2);
  }
  return { url, secret };
}

/**
 * NEWS_SIGNING_SECRET (at least 16 characters): signs news responses for the portal
 * (docs/api.md "Information secret header"). `npm start`, `npm run dev` and the test server set a
 * random one per run when it is unset; unset here, news goes out unsigned (with a warning).
 */
function newsSecretFromEnv(environ: NodeJS.ProcessEnv): string | null {
  const secret = environ[newsSigningSecretVariable] ?? '';
  if (secret === '') {
    console.warn(`[api] ${newsSigningSecretVariable} is unset: news responses are not signed`);
    return null;
  }
  if (secret.length < 16) {
    console.error(`${newsSigningSecretVariable} must be at least 16 characters`);
    process.exit(2);
  }
  return secret;
}

/**
 * CARD_WEBHOOK_SECRET (the env config's secrets, at least 16 characters): the HMAC of the card
 * processor's webhooks; unset, a per-process one (the sandbox processor runs in this process).
 */
function cardSecretFromEnv(environ: NodeJS.ProcessEnv): { cardWebhookSecret?: string } {
  try {
    const secret = loadSecrets(environ).CARD_WEBHOOK_SECRET;
    return secret === undefined ? {} : { cardWebhookSecret: secret };
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

/**
 * The proxies whose X-Forwarded-For is believed: the environment's (loopback in dev and test,
 * nobody in pre, prod, spider and edge) unless TRUSTED_PROXIES says; checked before anything
 * starts so a typo stops the service with its message.
 */
function trustedProxiesFromEnv(environ: NodeJS.ProcessEnv): string {
  try {
    const { trustedProxies } = loadEnvConfig(environ).security;
    parseTrustedProxies(trustedProxies);
    return trustedProxies;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

/**
 * TICKET_SIGNING_SECRET (at least 16 characters) signs the e-ticket codes. Dev and test fall back
 * to a development secret; elsewhere the API does not start without it.
 */
function ticketSecretFromEnv(environ: NodeJS.ProcessEnv): string {
  try {
    return ticketSecretFor(environ.APP_ENV ?? 'dev', loadSecrets(environ).TICKET_SIGNING_SECRET);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
}

const started = Date.now();
const api = await startApi({
  location: locationFromEnv(process.env, root),
  envName: process.env.APP_ENV ?? 'dev',
  host: process.env.API_HOST ?? '127.0.0.1',
  port: Number(process.env.API_PORT ?? '8787'),
  scale: scaleFromArgs(process.argv.slice(2)),
  ...(process.env.PAY_SANDBOX_SECRET !== undefined &&
    process.env.PAY_SANDBOX_SECRET !== '' && { paySecret: process.env.PAY_SANDBOX_SECRET }),
  ...cardSecretFromEnv(process.env),
  newsSecret: newsSecretFromEnv(process.env),
  cacheWebhook: cacheWebhookFromEnv(process.env),
  ticketSecret: ticketSecretFromEnv(process.env),
  trustedProxies: trustedProxiesFromEnv(process.env),
  searchAnswers: process.env.SEARCH_ANSWERS !== 'off',
});
console.log(
  `[api] ${api.ctx.envName} on ${api.url} (${api.ctx.driver}) ready in ${String(Date.now() - started)} ms`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void api.stop().finally(() => process.exit(0));
  });
}
