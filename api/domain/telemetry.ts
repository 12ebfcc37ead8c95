import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { pageRecordings, telemetryEvents } from '../db/schema.ts';

// Storage of what the portal's browsers send: named tracking events and rrweb page recordings.
// The reference API only keeps them so tests and developers can see what arrived.

/** One tracking event as the portal's tracker sends it. */
export interface TrackedEventInput {
  name: string;
  platform: string;
  url: string;
  sessionId: string;
  traceId: string;
  props: Record<string, unknown>;
}

/** Stores a batch of tracking events; returns how many were kept. */
export async function storeTrackedEvents(
  db: Database,
  events: readonly TrackedEventInput[],
): Promise<number> {
  if (events.length === 0) return 0;
  await db.insert(telemetryEvents).values(events.map((event) => ({ ...event })));
  return events.length;
}

/** Stored events after `afterId`, optionally of one session, oldest first (at most 500). */
export async function listTrackedEvents(
  db: Database,
  filter: { afterId: number; sessionId?: string | undefined },
): Promise<(TrackedEventInput & { id: number; createdAt: string })[]> {
  const rows = await db
    .select()
    .from(telemetryEvents)
    .where(
      and(
        gt(telemetryEvents.id, filter.afterId),
        filter.sessionId === undefined ? undefined : eq(telemetryEvents.sessionId, filter.sessionId),
      ),
    )
    .orderBy(asc(telemetryEvents.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    platform: row.platform,
    url: row.url,
    sessionId: row.sessionId,
    traceId: row.traceId,
    props: row.props as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Stores one recorded page session; returns its id. */
export async function storeRecording(
  db: Database,
  recording: { sessionId: string; url: string; events: readonly unknown[] },
): Promise<number> {
  const [row] = await db
    .insert(pageRecordings)
    .values({
      sessionId: recording.sessionId,
      url: recording.url,
      eventCount: recording.events.length,
      events: recording.events,
    })
    .returning({ id: pageRecordings.id });
  if (row === undefined) throw new Error('insert into page_recordings returned no row');
  return row.id;
}

/** One stored recording with its events, or undefined. */
export async function readRecording(
  db: Database,
  id: number,
): Promise<
  { id: number; sessionId: string; url: string; eventCount: number; events: unknown[] } | undefined
> {
  const [row] = await db.select().from(pageRecordings).where(eq(pageRecordings.id, id));
  if (row === undefined) return undefined;
  return {
    id: row.id,
    sessionId: row.sessionId,
    url: row.url,
    eventCount: row.eventCount,
    events: row.events as unknown[],
  };
}
