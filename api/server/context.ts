import type { Database } from '../db/database.ts';
import type { AbuseLimits } from '../domain/abuse-limits.ts';
import type { TrustedProxies } from './client-address.ts';

/** What every handler may use: the database, the environment and the service's secrets. */
export interface AppContext {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** APP_ENV: dev, test, pre, prod, spider or edge. */
  envName: string;
  /** Dev-only endpoints (SMS outbox, QR scan, sandbox pay page) exist only in dev and test. */
  devTools: boolean;
  /** HMAC secret the sandbox gateway signs its notify callbacks with. */
  paySecret: string;
  /** CARD_WEBHOOK_SECRET: HMAC secret of the card processor's webhooks (Card-Signature). */
  cardWebhookSecret: string;
  /** This service's own base URL, set once it listens: the sandbox gateway POSTs its notify here. */
  selfUrl: string;
  /**
   * NEWS_SIGNING_SECRET: news responses carry its HMAC of their body in the information secret
   * header (src/lib/contract/news-signature.ts); null: not configured, no header.
   */
  newsSecret: string | null;
  /** TICKET_SIGNING_SECRET: signs and verifies e-ticket codes (api/domain/checkin/ticket-signature.ts). */
  ticketSecret: string;
  /** Where editor changes are pushed (signed) for the portal's rebuild step; null: only the change feed. */
  cacheWebhook: { url: string; secret: string } | null;
  /** Injected clock so tests can move time (SMS expiry, rate limits). */
  now: () => Date;
  /** Abuse limits (login, SMS, QR, orders, uploads) and the Argon2 gate. */
  limits: AbuseLimits;
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies: TrustedProxies;
}

/**
 * The development signing secret of e-ticket codes, for dev and test only (a published fixture,
 * like the demo passwords): every other environment must set TICKET_SIGNING_SECRET.
 */
const devTicketSecret = 'dev-only-ticket-signing-secret';

/** Raised when an environment outside dev and test starts without its ticket signing secret. */
class MissingTicketSecretError extends Error {
  override name = 'MissingTicketSecretError';
}

/**
 * The ticket signing secret of an environment: the configured one, else the development one in
 * dev and test; anywhere else the API refuses to start.
 */
export function ticketSecretFor(envName: string, configured: string | undefined): string {
  if (configured !== undefined && configured !== '') return configured;
  if (hasDevTools(envName)) return devTicketSecret;
  throw new MissingTicketSecretError(
    `TICKET_SIGNING_SECRET is required in ${envName}: e-ticket codes cannot be signed without it`,
  );
}

/** True for the environments that get the dev-only endpoints. */
export function hasDevTools(envName: string): boolean {
  return envName === 'dev' || envName === 'test';
}
