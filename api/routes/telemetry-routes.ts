import type { Context } from 'hono';
import { z } from 'zod';
import { isTrackingEventName } from '../../src/lib/contract/tracking-events.ts';
import { fieldIssue, illegalParameter, notFound } from '../server/api-error.ts';
import { parsePart, readLimited } from '../server/input.ts';
import { defineRoute, type AnyRoute } from '../server/route.ts';
import { listTrackedEvents, readRecording, storeRecording, storeTrackedEvents } from '../domain/telemetry.ts';
import { validationKey } from '../../src/lib/contract/validation-key.ts';

// navigator.sendBeacon cannot set application/json without a CORS preflight it never sends, so
// these endpoints read the raw body as JSON whatever its text content type.

const maxEventsBytes = 64 * 1024;
// A recorded page session (full DOM snapshot plus events) is far larger than a form body.
const maxRecordingBytes = 4 * 1024 * 1024;

const idText = z.string().regex(/^[A-Za-z0-9-]{1,64}$/);

const trackedEventSchema = z.strictObject({
  name: z.string().refine(isTrackingEventName, validationKey('apiMessage.validation.trackingEvent')),
  platform: z.enum(['pc', 'h5']),
  url: z.string().max(2000),
  sessionId: idText,
  traceId: idText,
  props: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).default({}),
});

const eventsBodySchema = z.strictObject({ events: z.array(trackedEventSchema).min(1).max(50) });

const recordingBodySchema = z.strictObject({
  sessionId: idText,
  url: z.string().max(2000),
  events: z.array(z.looseObject({ type: z.number().int(), timestamp: z.number() })).min(1),
});

/** Reads a raw body of at most `limit` bytes as JSON. */
async function readRawJson(c: Context, limit: number): Promise<unknown> {
  const text = new TextDecoder().decode(await readLimited(c, limit));
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw illegalParameter([fieldIssue('body', 'apiMessage.field.invalidJson')]);
  }
}

/** Tracking events and page recordings, sent by the portal's browsers. */
export const telemetryRoutes: AnyRoute[] = [
  defineRoute({
    method: 'post',
    path: '/api/telemetry/events',
    tag: 'telemetry',
    auth: 'none',
    limit: { name: 'telemetryAddress', by: 'address' },
    bodyKind: 'raw',
    summary:
      'Store up to 50 tracking events (JSON `{events:[{name,platform,url,sessionId,traceId,props}]}`, any text type: sendBeacon)',
    body: eventsBodySchema,
    response: z.object({ stored: z.number().int() }),
    handler: async ({ c, ctx }) => {
      const body = parsePart('body', eventsBodySchema, await readRawJson(c, maxEventsBytes));
      return { stored: await storeTrackedEvents(ctx.db, body.events) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/telemetry/events',
    tag: 'telemetry',
    auth: 'none',
    devOnly: true,
    summary: 'Dev/test only: stored tracking events after `afterId`, optionally of one `sessionId`',
    query: z.object({ afterId: z.coerce.number().int().min(0).default(0), sessionId: idText.optional() }),
    response: z.array(z.record(z.string(), z.unknown())),
    handler: ({ ctx, query }) => listTrackedEvents(ctx.db, query),
  }),
  defineRoute({
    method: 'post',
    path: '/api/telemetry/recordings',
    tag: 'telemetry',
    auth: 'none',
    limit: { name: 'telemetryAddress', by: 'address' },
    bodyKind: 'raw',
    summary: 'Store one rrweb page recording (JSON `{sessionId,url,events}`, at most 4 MB)',
    body: recordingBodySchema,
    response: z.object({ id: z.number().int() }),
    handler: async ({ c, ctx }) => {
      const body = parsePart('body', recordingBodySchema, await readRawJson(c, maxRecordingBytes));
      return { id: await storeRecording(ctx.db, body) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/telemetry/recordings/:id',
    tag: 'telemetry',
    auth: 'none',
    devOnly: true,
    summary: 'Dev/test only: one stored recording with its events',
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: z.record(z.string(), z.unknown()),
    handler: async ({ ctx, params }) => {
      const recording = await readRecording(ctx.db, params.id);
      if (recording === undefined) throw notFound('recording', params.id);
      return recording;
    },
  }),
];
