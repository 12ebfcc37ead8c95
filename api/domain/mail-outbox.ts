import { desc, eq } from 'drizzle-orm';
import { ResponseCode } from '../../src/lib/contract/codes.ts';
import type { Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';
import { ApiError } from '../server/api-error.ts';
import { apiText } from '../server/api-messages.ts';

// Outgoing e-mail. In dev and test nothing leaves the machine: every message is a row of the
// mail_outbox table, which GET /api/dev/mail-outbox lists (as the SMS outbox does for codes).
// In the other environments a message is POSTed as JSON to the mail provider's HTTP endpoint
// (MAIL_PROVIDER_URL, with MAIL_PROVIDER_KEY as a bearer token and MAIL_FROM as the sender):
// no provider library, any transactional-mail service with an HTTP API (or a small relay in
// front of one) takes {from, to, subject, text}.

/** One message to send. `purpose` says why (register, login, forget, waitlist, ...). */
interface Mail {
  to: string;
  subject: string;
  text: string;
  purpose: string;
}

/** Where mail goes: the outbox table (dev, test) or the provider's endpoint. */
export type MailTransport =
  | { kind: 'outbox' }
  | { kind: 'provider'; url: string; key: string; from: string; timeoutMs?: number }
  | { kind: 'unconfigured'; reason: string };

const transports = new WeakMap<Database, MailTransport>();

/** The default sender when MAIL_FROM is unset. */
const defaultMailFrom = 'no-reply@expoportal.example';

/**
 * The transport an environment gets from its process variables: dev and test always use the
 * outbox; elsewhere MAIL_PROVIDER_URL (http or https) and MAIL_PROVIDER_KEY (16+ characters)
 * are needed, else sending fails with 503 and says why in the log.
 */
export function mailTransportFromEnv(
  envName: string,
  environ: NodeJS.ProcessEnv = process.env,
): MailTransport {
  if (envName === 'dev' || envName === 'test') return { kind: 'outbox' };
  const url = environ.MAIL_PROVIDER_URL ?? '';
  const key = environ.MAIL_PROVIDER_KEY ?? '';
  const from = environ.MAIL_FROM ?? '';
  if (url === '' || key === '')
    return { kind: 'unconfigured', reason: 'MAIL_PROVIDER_URL and MAIL_PROVIDER_KEY are not set' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'unconfigured', reason: 'MAIL_PROVIDER_URL is not a URL' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    return { kind: 'unconfigured', reason: 'MAIL_PROVIDER_URL must be http(s)' };
  if (key.length < 16)
    return { kind: 'unconfigured', reason: 'MAIL_PROVIDER_KEY is shorter than 16 characters' };
  return { kind: 'provider', url, key, from: from === '' ? defaultMailFrom : from };
}

/** Sets how one API instance (its database) sends mail; startApi calls it. */
export function configureMail(db: Database, transport: MailTransport): void {
  transports.set(db, transport);
}

function transportOf(db: Database): MailTransport {
  return transports.get(db) ?? mailTransportFromEnv(process.env.APP_ENV ?? 'dev');
}

function mailFailed(): ApiError {
  return new ApiError(ResponseCode.error, 503, apiText('apiMessage.mail.failed'), undefined, {
    'Retry-After': '30',
  });
}

async function postToProvider(
  transport: Extract<MailTransport, { kind: 'provider' }>,
  mail: Mail,
): Promise<void> {
  const body = JSON.stringify({ from: transport.from, to: mail.to, subject: mail.subject, text: mail.text });
  // One retry on a network error or a 5xx (the provider's blip); a 4xx is our fault, not retried.
  for (let attempt = 1; attempt <= 2; attempt++) {
    let status: number;
    try {
      const response = await fetch(transport.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${transport.key}`,
          'content-type': 'application/json',
          'x-mail-purpose': mail.purpose,
        },
        body,
        signal: AbortSignal.timeout(transport.timeoutMs ?? 10_000),
      });
      status = response.status;
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      status = 0;
    }
    if (status >= 400 && status < 500) break;
  }
  console.error(`[mail] the provider refused or failed a ${mail.purpose} message`);
  throw mailFailed();
}

/**
 * Sends one e-mail: in dev and test writes a mail_outbox row; in pre and prod posts it to the
 * configured provider. Throws a 503 ApiError when the provider is unconfigured or fails.
 */
export async function queueMail(
  db: Database,
  mail: { to: string; subject: string; text: string; purpose: string },
  now: Date,
): Promise<void> {
  const transport = transportOf(db);
  if (transport.kind === 'outbox') {
    await db.insert(mailOutbox).values({
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      purpose: mail.purpose,
      createdAt: now,
    });
    return;
  }
  if (transport.kind === 'unconfigured') {
    console.error(`[mail] not sent (${mail.purpose}): ${transport.reason}`);
    throw mailFailed();
  }
  await postToProvider(transport, mail);
}

/** The dev/test outbox: messages "sent" to an address (or to anyone), newest first, at most 20. */
export async function readMailOutbox(db: Database, to: string | undefined) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(to === undefined ? undefined : eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(20);
  return rows.map((r) => ({
    to: r.toAddress,
    subject: r.subject,
    text: r.text,
    purpose: r.purpose,
    createdAt: r.createdAt.toISOString(),
  }));
}
