import { z } from 'zod';
import { dev } from './dev.ts';
import { edge } from './edge.ts';
import { pre } from './pre.ts';
import { prod } from './prod.ts';
import { envConfigSchema, envNames, type EnvConfig, type EnvFile, type EnvName } from './schema.ts';
import { spider } from './spider.ts';
import { test } from './test.ts';

export { envNames, type EnvConfig, type EnvName };

const files: Record<EnvName, EnvFile> = { dev, test, pre, prod, spider, edge };

/** Raised when the environment name or a value is wrong; the message names env and field. */
export class EnvConfigError extends Error {
  override name = 'EnvConfigError';
}

/**
 * Values that the process environment may override (deployment wiring, never secrets).
 * API_PORT moves the embedded API, so the API base follows it.
 */
function overridesFrom(environ: NodeJS.ProcessEnv, file: EnvFile): Partial<EnvFile> {
  const overrides: Partial<EnvFile> = {};
  if (environ.API_BASE !== undefined) overrides.apiBase = environ.API_BASE;
  else if (file.embeddedApi && environ.API_PORT !== undefined)
    overrides.apiBase = `http://127.0.0.1:${environ.API_PORT}`;
  Object.assign(overrides, localHostsOn(environ.SITE_PORT ?? environ.PORT, file));
  if (environ.STATIC_PREFIX !== undefined) overrides.staticPrefix = environ.STATIC_PREFIX;
  if (environ.MAP_STYLE_URL !== undefined) overrides.mapStyleUrl = environ.MAP_STYLE_URL;
  if (environ.TRUSTED_PROXIES !== undefined)
    overrides.security = { ...file.security, trustedProxies: environ.TRUSTED_PROXIES };
  // Lets a benchmark audit a local server as crawlers would see production.
  if (environ.ALLOW_ROBOTS === '1' || environ.ALLOW_ROBOTS === '0')
    overrides.allowRobots = environ.ALLOW_ROBOTS === '1';
  if (environ.OSS_ENDPOINT !== undefined || environ.OSS_BUCKET !== undefined) {
    overrides.oss = {
      ...file.oss,
      ...(environ.OSS_ENDPOINT !== undefined && { endpoint: environ.OSS_ENDPOINT }),
      ...(environ.OSS_BUCKET !== undefined && { bucket: environ.OSS_BUCKET }),
    };
  }
  if (environ.EXCHANGE_RATES !== undefined && environ.EXCHANGE_RATES !== '')
    overrides.exchangeRates = exchangeRatesFrom(environ.EXCHANGE_RATES);
  const thirdParty = thirdPartyOverrides(environ, file.thirdParty);
  if (thirdParty !== undefined) overrides.thirdParty = thirdParty;
  return overrides;
}

/**
 * EXCHANGE_RATES: a JSON object of units per 1 USD (`{"USD":1,"CNY":7.1}`); the schema then
 * checks codes and values. Not JSON stops start-up naming the variable.
 */
function exchangeRatesFrom(value: string): Record<string, number> {
  try {
    return JSON.parse(value) as Record<string, number>;
  } catch {
    throw new EnvConfigError('EXCHANGE_RATES must be a JSON object such as {"USD":1,"CNY":7.1}');
  }
}

/** The host fields of an environment file that name where the site is reached. */
const siteHostFields = [
  'siteHost',
  'enSiteHost',
  'hotelHost',
  'enHotelHost',
  'visaHost',
  'enVisaHost',
  'ossHost',
  'ossInternalHost',
] as const;

/**
 * A machine-local environment (its site host is `localhost` or `*.localhost`) is reached on the
 * port the site listens on: SITE_PORT (an edge in front of the origin), else PORT (`npm start`).
 * Its local hosts follow that port, so links, canonicals and pictures point where the site is.
 * @example localHostsOn('5000', dev) // { siteHost: 'localhost:5000', enSiteHost: 'en.localhost:5000', ... }
 */
export function localHostsOn(port: string | undefined, file: EnvFile): Partial<EnvFile> {
  if (port === undefined || !/^\d{1,5}$/.test(port)) return {};
  const isLocal = (host: string) => /^(?:[a-z0-9-]+\.)*localhost(?::\d+)?$/.test(host);
  if (!isLocal(file.siteHost)) return {};
  const moved: Partial<EnvFile> = {};
  for (const field of siteHostFields) {
    const host = file[field];
    if (isLocal(host)) moved[field] = `${host.split(':')[0] ?? host}:${port}`;
  }
  return moved;
}

/** Process variables that configure one third-party integration each (tests, benchmarks, deploys). */
export const thirdPartyVariables = {
  CHAT_SCRIPT_URL: 'chatScriptUrl',
  VISIT_TRACE_SCRIPT_URL: 'visitTraceScriptUrl',
  VISIT_TRACE_API_URL: 'visitTraceApiUrl',
  ANALYTICS_SCRIPT_URL: 'analyticsScriptUrl',
  TRACKING_URL: 'trackingUrl',
} as const;

/** The environment file's thirdParty block with the process overrides applied, or undefined when none is set. */
function thirdPartyOverrides(
  environ: NodeJS.ProcessEnv,
  file: EnvFile['thirdParty'],
): EnvFile['thirdParty'] | undefined {
  const result = { ...file, recorder: { ...file.recorder } };
  let changed = false;
  for (const [variable, field] of Object.entries(thirdPartyVariables)) {
    const value = environ[variable];
    if (value === undefined) continue;
    result[field] = value;
    changed = true;
  }
  if (environ.RECORDER_ENABLED === '1' || environ.RECORDER_ENABLED === '0') {
    result.recorder.enabled = environ.RECORDER_ENABLED === '1';
    changed = true;
  }
  if (environ.RECORDER_UPLOAD_URL !== undefined) {
    result.recorder.uploadUrl = environ.RECORDER_UPLOAD_URL;
    changed = true;
  }
  return changed ? result : undefined;
}

/**
 * Loads the config of the environment named by APP_ENV (default dev), applies the process
 * overrides and validates it; throws EnvConfigError naming the environment and the field.
 */
export function loadEnvConfig(environ: NodeJS.ProcessEnv = process.env): EnvConfig {
  const name = environ.APP_ENV ?? 'dev';
  if (!(envNames as readonly string[]).includes(name)) {
    throw new EnvConfigError(
      `Unknown environment APP_ENV=${JSON.stringify(name)}: expected one of ${envNames.join(', ')}`,
    );
  }
  const file = files[name as EnvName];
  const result = envConfigSchema.safeParse({ ...file, ...overridesFrom(environ, file) });
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new EnvConfigError(`Invalid configuration for environment "${name}":\n${problems.join('\n')}`);
  }
  return result.data;
}

/** Secrets: only ever read from the process environment, never from files in the repository. */
export const secretsSchema = z.object({
  OSS_ACCESS_KEY_ID: z.string().min(1).optional(),
  OSS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Signs the card processor's webhooks (Card-Signature HMAC); the processor and the API share it. */
  CARD_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Signs news responses (the information secret header); the API and the portal share it. */
  NEWS_SIGNING_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Signs the e-ticket codes (HMAC over order, ticket and fair): the API alone holds it. Dev and
   * test fall back to a fixed development value; every other environment refuses to start without it.
   */
  TICKET_SIGNING_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SENTRY_DSN: z.url().optional(),
  /** The mail provider's HTTP endpoint: the API POSTs {from, to, subject, text} there (pre, prod). */
  MAIL_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Bearer token of the mail provider's endpoint. */
  MAIL_PROVIDER_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The sender of the API's e-mail (verification codes, notices). */
  MAIL_FROM: z.email().optional(),
});
export type Secrets = z.infer<typeof secretsSchema>;

/** Reads the secrets from the process environment; empty values count as unset. */
export function loadSecrets(environ: NodeJS.ProcessEnv = process.env): Secrets {
  const present: Record<string, string> = {};
  for (const key of Object.keys(secretsSchema.shape)) {
    const value = environ[key];
    if (value !== undefined && value !== '') present[key] = value;
  }
  const result = secretsSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvConfigError(`Invalid secrets in the process environment:\n${problems.join('\n')}`);
  }
  return result.data;
}
