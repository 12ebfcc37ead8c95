/* eslint-disable @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  calendarFeedSchema,
  calendarFeedIssuedSchema,
  type CalendarFeed,
} from '../../src/lib/contract/calendar-feed.ts';
import { exhibitionDetailSchema } from '../../src/lib/contract/exhibition.ts';
import { calendarFeeds, companies } from '../db/schema.ts';
import { hashToken } from '../server/tokens.ts';
import { useTestApi } from '../test/per-file-api.ts';
import { loginDemo } from '../test/login.ts';

// The private calendar feed over real HTTP: a member issues a token (shown once, stored hashed),
// reads the feed by it without logging in, regenerates (the old token is 404 at once) and turns
// it off. The token segment is hostile input: malformed tokens are 404 like revoked ones.

const api = useTestApi({
  limits: {
    calendarFeedUser: { points: 6, seconds: 60, blockSeconds: 0 },
    calendarTokenUser: { points: 8, seconds: 60, blockSeconds: 0 },
  },
});
let member: string;
let other: string;
beforeAll(async () => {
  member = await loginDemo(api, 1);
  other = await loginDemo(api, 7);
});

async function issue(token: string): Promise<string> {
  const issued = await api.call('POST', '/api/manager/calendar-feed', { token });
  expect(issued.status).toBe(200);
  return calendarFeedIssuedSchema.parse(issued.body.data).token;
}

describe('feed tokens', () => {
  it('are off until issued, shown once, stored only as a hash, and revoked by a new one', async () => {
    const before = await api.call('GET', '/api/manager/calendar-feed', { token: other });
    expect(before.body.data).toEqual({ enabled: false, createdAt: null });

    const first = await issue(other);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const status = await api.call('GET', '/api/manager/calendar-feed', { token: other });
    expect(status.body.data.enabled).toBe(true);
    expect(JSON.stringify(status.body)).not.toContain(first);
    const rows = await api.ctx.db.select().from(calendarFeeds);
    expect(rows.some((row) => row.tokenHash === hashToken(first))).toBe(true);
    expect(rows.some((row) => row.tokenHash === first)).toBe(false);

    // The feed is its owner's: this member follows nothing, so none of member 01's fairs show.
    const own = await api.call('GET', `/api/calendar/feeds/${first}`);
    expect(own.status).toBe(200);
    expect(calendarFeedSchema.parse(own.body.data).entries).toEqual([]);
    const second = await issue(other);
    expect(second).not.toBe(first);
    const old = await api.call('GET', `/api/calendar/feeds/${first}`, { locale: 'EN' });
    expect(old.status).toBe(404);
    expect(old.body.message).toBe('calendar feed not found');
    expect((await api.call('GET', `/api/calendar/feeds/${second}`)).status).toBe(200);

    const off = await api.call('DELETE', '/api/manager/calendar-feed', { token: other });
    expect(off.body.data).toEqual({ enabled: false, createdAt: null });
    expect((await api.call('GET', `/api/calendar/feeds/${second}`)).status).toBe(404);
    // Turning off twice is fine.
    expect((await api.call('DELETE', '/api/manager/calendar-feed', { token: other })).status).toBe(200);
  });

  it('need a login to manage', async () => {
    expect((await api.call('GET', '/api/manager/calendar-feed')).status).toBe(401);
    expect((await api.call('POST', '/api/manager/calendar-feed')).status).toBe(401);
    expect((await api.call('DELETE', '/api/manager/calendar-feed')).status).toBe(401);
  });
});

describe('GET /api/calendar/feeds/{token}', () => {
  it("answers the member's followed fairs and reminders, in the asked language, soonest first", async () => {
    const token = await issue(member);
    const zh = await api.call('GET', `/api/calendar/feeds/${token}`);
    const en = await api.call('GET', `/api/calendar/feeds/${token}`, { locale: 'EN' });
    const feed = calendarFeedSchema.parse(zh.body.data);
    const english = calendarFeedSchema.parse(en.body.data);
    // Seed: member 01 follows fairs 1-5 and has a 7-day reminder on fair 2.
    expect(feed.entries.map((entry) => entry.exhibition.id).sort()).toEqual([1, 2, 3, 4, 5]);
    const starts = feed.entries.map((entry) => entry.exhibition.startDate);
    expect([...starts].sort()).toEqual(starts);
    expect(feed.entries.every((entry) => entry.followed)).toBe(true);
    expect(feed.entries.find((entry) => entry.exhibition.id === 2)?.reminder).toEqual({
      daysBefore: 7,
      channel: 'sms',
    });
    expect(feed.entries.filter((entry) => entry.reminder !== null)).toHaveLength(1);
    const zhFair = feed.entries[0]?.exhibition;
    const enFair = english.entries.find((entry) => entry.exhibition.id === zhFair?.id)?.exhibition;
    expect(zhFair?.name).toMatch(/[\u4e00-\u9fff]/);
    expect(enFair?.name).not.toBe(zhFair?.name);
    expect(enFair?.venue.address).not.toBe('');

    // A reminder on a fair not followed brings that fair in, marked as not followed.
    const today = new Date().toISOString().slice(0, 10);
    const listed = await api.call('GET', '/api/exhibitions?t=1&pageSize=100');
    const fresh = (listed.body.data.records as { id: number; startDate: string }[]).find(
      (fair) => fair.id > 5 && fair.startDate > today,
    );
    expect(fresh).toBeDefined();
    const reminder = await api.call('POST', '/api/manager/reminders', {
      token: member,
      body: { exhibitionId: fresh?.id, daysBefore: 3, channel: 'email' },
    });
    expect(reminder.status).toBe(200);
    const after = calendarFeedSchema.parse((await api.call('GET', `/api/calendar/feeds/${token}`)).body.data);
    expect(after.entries.find((entry) => entry.exhibition.id === fresh?.id)).toMatchObject({
      followed: false,
      reminder: { daysBefore: 3, channel: 'email' },
    });
  });

  // What the .ics writer makes of the address (mailto, or the page without one) is
  // tests/unit/lib/calendar/ics.test.ts; here, that the API answers the stored address.
  it("names each fair's organiser with its e-mail, null once the company has none", async () => {
    const token = await issue(member);
    const read = async (): Promise<CalendarFeed> =>
      calendarFeedSchema.parse((await api.call('GET', `/api/calendar/feeds/${token}`)).body.data);
    const feed = await read();
    const organiserIds = [...new Set(feed.entries.map((entry) => entry.exhibition.organiser.id))];
    const stored = await api.ctx.db.select().from(companies).where(inArray(companies.id, organiserIds));
    expect(stored.length).toBe(organiserIds.length);
    for (const entry of feed.entries) {
      const company = stored.find((row) => row.id === entry.exhibition.organiser.id);
      expect(company?.email).toMatch(/^info@[a-z0-9-]+\.example$/);
      expect(entry.exhibition.organiser.email).toBe(company?.email);
    }
    const first = organiserIds[0] ?? 0;
    const email = stored.find((row) => row.id === first)?.email ?? null;
    const fairOf = async (id: number) =>
      exhibitionDetailSchema.parse((await api.call('GET', `/api/exhibitions/${String(id)}`)).body.data);
    const fairId = feed.entries.find((entry) => entry.exhibition.organiser.id === first)?.exhibition.id ?? 0;
    // The fair's own page (its .ics download) reads the same address.
    expect((await fairOf(fairId)).organiser.email).toBe(email);

    await api.ctx.db.update(companies).set({ email: null }).where(eq(companies.id, first));
    try {
      const after = await read();
      const fair = after.entries.find((entry) => entry.exhibition.organiser.id === first);
      expect(fair?.exhibition.organiser.email).toBeNull();
      expect((await fairOf(fairId)).organiser.email).toBeNull();
    } finally {
      await api.ctx.db.update(companies).set({ email }).where(eq(companies.id, first));
    }
  });

  it('answers 404 for every malformed, hostile or unknown token, and never echoes it', async () => {
    const hostile = [
      'x',
      'A'.repeat(42),
      'A'.repeat(44),
      '%2e%2e%2fapi%2fmanager',
      "'%20OR%201=1--",
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'A'.repeat(43).replace(/A$/, '='),
      'B'.repeat(43),
    ];
    for (const segment of hostile) {
      const response = await api.call('GET', `/api/calendar/feeds/${segment}`);
      expect(response.status, segment).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('script');
    }
    // A NUL or an over-long segment is refused as invalid input before the route: still no feed.
    for (const segment of [`${'A'.repeat(42)}%00`, 'A'.repeat(500)]) {
      const response = await api.call('GET', `/api/calendar/feeds/${segment}`);
      expect(response.status, segment).toBe(400);
      expect(response.body.data?.entries).toBeUndefined();
    }
  });

  it("limits the reads of one member's feed", async () => {
    const token = await issue(member);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await api.call('GET', `/api/calendar/feeds/${token}`)).status);
    expect(statuses).toContain(429);
    const refused = await api.call('GET', `/api/calendar/feeds/${token}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
