import type { Database } from '../db/database.ts';
import { mailOutbox } from '../db/schema.ts';

// E-mails the service sends: queued in `mail_outbox`, where a mail provider (configured in pre
// and prod) would pick them up; dev and test send nothing and tests read the table.
// Minimal version for the waiting list; the international-buyers branch owns the full one.

/** Queues one e-mail. */
export async function queueMail(
  db: Database,
  mail: { to: string; subject: string; text: string; purpose: string },
  now: Date,
): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, createdAt: now });
}
