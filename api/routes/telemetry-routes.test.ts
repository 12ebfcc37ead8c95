import { describe, expect, it } from 'vitest';
import { useTestApi } from '../test/per-file-api.ts';

const api = useTestApi();

const event = {
  name: 'pc_submit_ticket',
  platform: 'pc',
  url: 'http://localhost/ticket/1.html',
  sessionId: 'session-telemetry-1',
  traceId: 'trace-telemetry-1',
  props: { ticketId: 1 },
};

describe('POST /api/telemetry/events', () => {
  it('stores events sent as text/plain, the way sendBeacon sends them', async () => {
    const response = await api.raw('POST', '/api/telemetry/events', {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ events: [event, { ...event, name: 'pc_pay_alipay', props: {} }] }),
    });
    expect(response.status).toBe(200);
    const listed = await api.call<{ name: string; props: unknown }[]>(
      'GET',
      '/api/telemetry/events?sessionId=session-telemetry-1',
    );
    expect(listed.body.data?.map((row) => row.name)).toEqual(['pc_submit_ticket', 'pc_pay_alipay']);
    expect(listed.body.data?.[0]?.props).toEqual({ ticketId: 1 });
  });

  it('refuses a name that is not in the tracking table', async () => {
    const { status, body } = await api.call('POST', '/api/telemetry/events', {
      body: { events: [{ ...event, name: 'pc_typo' }] },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(20002);
  });
});

describe('POST /api/telemetry/recordings', () => {
  it('stores a recorded session and returns it by id', async () => {
    const events = [
      { type: 4, timestamp: 1, data: { href: 'http://localhost/' } },
      { type: 3, timestamp: 2, data: { source: 1 } },
    ];
    const { status, body } = await api.call<{ id: number }>('POST', '/api/telemetry/recordings', {
      body: { sessionId: 'session-rec-1', url: 'http://localhost/', events },
    });
    expect(status).toBe(200);
    const stored = await api.call('GET', `/api/telemetry/recordings/${String(body.data?.id)}`);
    expect(stored.body.data).toMatchObject({ sessionId: 'session-rec-1', eventCount: 2, events });
  });

  it('refuses a recording without events', async () => {
    const { status } = await api.call('POST', '/api/telemetry/recordings', {
      body: { sessionId: 'session-rec-2', url: 'http://localhost/', events: [] },
    });
    expect(status).toBe(400);
  });
});
