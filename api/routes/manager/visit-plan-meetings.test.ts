/* eslint-disable @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { calendarFeedIssuedSchema, calendarFeedSchema } from '../../../src/lib/contract/calendar-feed.ts';
import { myMeetingsSchema } from '../../../src/lib/contract/meeting.ts';
import { memberMessagePageSchema } from '../../../src/lib/contract/waiting-list.ts';
import { exhibitorDeskSchema, visitPlansSchema } from '../../../src/lib/contract/visit-plan.ts';
import { companyMembers, exhibitions, fairExhibitors } from '../../db/schema.ts';
import { demoMemberCount } from '../../seed/demo-accounts.ts';
import { useTestApi } from '../../test/per-file-api.ts';
import { loginDemo, loginExhibitor } from '../../test/login.ts';

// A buyer's visit plan and meeting requests over real HTTP: the buyer plans three stands of an
// upcoming fair, the exhibitor sees a count (never who), the buyer asks for a meeting, every
// field is checked in the caller's language, overlaps are refused, the company member is told in
// the in-site messages and accepts, and the meeting is in both members' calendar feeds. Nobody acts on another member's records.

const api = useTestApi();
let buyer: string;
let other: string;
let exhibitor: string;
let fair: { id: number; startDate: string; endDate: string };
let companyId: number;
let otherCompanies: number[];

beforeAll(async () => {
  buyer = await loginDemo(api, 1);
  other = await loginDemo(api, 6);
  exhibitor = await loginExhibitor(api);
  const db = api.ctx.db;
  const [member] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, demoMemberCount + 3));
  if (member === undefined) throw new Error('the demo exhibitor has no company');
  companyId = member.companyId;
  const today = new Date().toISOString().slice(0, 10);
  const [row] = await db
    .select({ id: exhibitions.id, startDate: exhibitions.startDate, endDate: exhibitions.endDate })
    .from(fairExhibitors)
    .innerJoin(exhibitions, eq(exhibitions.id, fairExhibitors.exhibitionId))
    .where(and(eq(fairExhibitors.companyId, companyId), gt(exhibitions.startDate, today)))
    .orderBy(asc(exhibitions.startDate))
    .limit(1);
  if (row === undefined) throw new Error('the demo exhibitor exhibits at no upcoming fair');
  fair = row;
  const others = await db
    .select({ companyId: fairExhibitors.companyId })
    .from(fairExhibitors)
    .where(and(eq(fairExhibitors.exhibitionId, fair.id), ne(fairExhibitors.companyId, companyId)))
    .orderBy(asc(fairExhibitors.id))
    .limit(2);
  otherCompanies = others.map((o) => o.companyId);
});

describe('/api/manager/visit-plan', () => {
  it('plans three stands with their halls and rectangles; others cannot remove them', async () => {
    for (const id of [companyId, ...otherCompanies]) {
      const added = await api.call('POST', '/api/manager/visit-plan', {
        token: buyer,
        body: { exhibitionId: fair.id, companyId: id },
      });
      expect(added.status).toBe(200);
    }
    // Adding again changes nothing.
    await api.call('POST', '/api/manager/visit-plan', {
      token: buyer,
      body: { exhibitionId: fair.id, companyId },
    });
    const plans = visitPlansSchema.parse(
      (await api.call('GET', '/api/manager/visit-plan', { token: buyer })).body.data,
    );
    const plan = plans.find((p) => p.exhibition.id === fair.id);
    expect(plan?.items).toHaveLength(3);
    for (const item of plan?.items ?? []) {
      expect(item.stand?.code).toMatch(/^[1-9]\d?[A-Z]\d{2}$/);
      expect(item.stand?.rect.width).toBeGreaterThan(0);
    }
    const first = plan?.items[0]?.id ?? 0;
    expect(
      (await api.call('DELETE', `/api/manager/visit-plan/${String(first)}`, { token: other })).status,
    ).toBe(404);
    const othersPlans = await api.call('GET', '/api/manager/visit-plan', { token: other });
    expect(othersPlans.body.data).toEqual([]);
  });

  it('refuses a company that does not exhibit at the fair, in the caller’s language', async () => {
    const db = api.ctx.db;
    const [absent] = await db
      .select({ companyId: fairExhibitors.companyId })
      .from(fairExhibitors)
      .where(ne(fairExhibitors.exhibitionId, fair.id))
      .limit(50);
    const ids = (
      await db
        .select({ c: fairExhibitors.companyId })
        .from(fairExhibitors)
        .where(eq(fairExhibitors.exhibitionId, fair.id))
    ).map((r) => r.c);
    const candidate = absent !== undefined && !ids.includes(absent.companyId) ? absent.companyId : 999_999;
    const zh = await api.call('POST', '/api/manager/visit-plan', {
      token: buyer,
      body: { exhibitionId: fair.id, companyId: candidate },
    });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('该企业未参加此展会');
    const en = await api.call('POST', '/api/manager/visit-plan', {
      token: buyer,
      locale: 'EN',
      body: { exhibitionId: fair.id, companyId: candidate },
    });
    expect(en.body.message).toBe('this company does not exhibit at this fair');
  });

  it('shows the exhibitor how many buyers planned to visit, never who', async () => {
    const desk = await api.call('GET', '/api/manager/exhibitor', { token: exhibitor });
    const parsed = exhibitorDeskSchema.parse(desk.body.data);
    expect(parsed.company?.id).toBe(companyId);
    expect(parsed.planned.find((p) => p.exhibition.id === fair.id)?.buyers).toBe(1);
    // Every fair the company exhibits at is listed, those nobody planned with 0.
    expect(parsed.planned.length).toBeGreaterThanOrEqual(1);
    expect(parsed.planned.every((p) => p.buyers >= 0)).toBe(true);
    expect(JSON.stringify(desk.body.data)).not.toContain('展友01');
    const none = exhibitorDeskSchema.parse(
      (await api.call('GET', '/api/manager/exhibitor', { token: other })).body.data,
    );
    expect(none).toEqual({ company: null, planned: [] });
  });
});

describe('/api/manager/meetings', () => {
  const slot = () => ({ exhibitionId: fair.id, companyId, day: fair.startDate, start: '10:00', minutes: 30 });

  it('names every bad field in the caller’s language', async () => {
    const bad = await api.call('POST', '/api/manager/meetings', {
      token: buyer,
      locale: 'EN',
      body: { ...slot(), start: '10:10', minutes: 20, note: 'x'.repeat(501) },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('quarter hour');
    expect(bad.body.message).toContain('15, 30, 45');
    expect(bad.body.message).toContain('500');
    const zh = await api.call('POST', '/api/manager/meetings', {
      token: buyer,
      body: { ...slot(), note: 'a\u0007b' },
    });
    expect(zh.body.message).toContain('控制字符');
    const early = await api.call('POST', '/api/manager/meetings', {
      token: buyer,
      locale: 'EN',
      body: { ...slot(), start: '08:30' },
    });
    expect(early.body.message).toContain('opening hours');
    const late = await api.call('POST', '/api/manager/meetings', {
      token: buyer,
      body: { ...slot(), start: '17:30', minutes: 60 },
    });
    expect(late.body.message).toContain('开放时间');
    const before = new Date(Date.parse(`${fair.startDate}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const outside = await api.call('POST', '/api/manager/meetings', {
      token: buyer,
      locale: 'EN',
      body: { ...slot(), day: before },
    });
    expect(outside.body.message).toContain("fair's days");
    const own = await api.call('POST', '/api/manager/meetings', {
      token: exhibitor,
      locale: 'EN',
      body: slot(),
    });
    expect(own.body.message).toBe('you cannot ask your own company for a meeting');
  });

  it('books a slot, refuses overlaps for the exhibitor and the buyer, and lets only the company answer', async () => {
    const note = '<script>alert(1)</script> bring samples, please';
    const asked = await api.call('POST', '/api/manager/meetings', {
      token: buyer,
      body: { ...slot(), note },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'requested', start: '10:00', minutes: 30, note });
    const id = asked.body.data.id as number;
    const clash = await api.call('POST', '/api/manager/meetings', {
      token: other,
      locale: 'EN',
      body: { ...slot(), start: '10:15', minutes: 15 },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('the exhibitor already has a meeting');
    const mine = await api.call('POST', '/api/manager/meetings', {
      token: buyer,
      locale: 'EN',
      body: { ...slot(), start: '09:45', minutes: 30 },
    });
    expect(mine.body.message).toBe('you already have a meeting at that time');
    // Touching slots are fine.
    const next = await api.call('POST', '/api/manager/meetings', {
      token: other,
      body: { ...slot(), start: '10:30' },
    });
    expect(next.status).toBe(200);

    for (const token of [buyer, other]) {
      const decided = await api.call('POST', `/api/manager/meetings/${String(id)}/decision`, {
        token,
        body: { decision: 'accept' },
      });
      expect(decided.status).toBe(404);
    }
    expect(
      (await api.call('POST', `/api/manager/meetings/${String(id)}/cancel`, { token: other })).status,
    ).toBe(404);
    const incoming = myMeetingsSchema.parse(
      (await api.call('GET', '/api/manager/meetings', { token: exhibitor })).body.data,
    );
    expect(incoming.asExhibitor.map((m) => m.id)).toContain(id);
    expect(incoming.asExhibitor.find((m) => m.id === id)?.buyer).toBe('展友01');
    const accepted = await api.call('POST', `/api/manager/meetings/${String(id)}/decision`, {
      token: exhibitor,
      body: { decision: 'accept' },
    });
    expect(accepted.body.data.status).toBe('accepted');
    const again = await api.call('POST', `/api/manager/meetings/${String(id)}/decision`, {
      token: exhibitor,
      locale: 'EN',
      body: { decision: 'decline' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('this request has already been answered');
    const declined = await api.call('POST', `/api/manager/meetings/${String(next.body.data.id)}/decision`, {
      token: exhibitor,
      body: { decision: 'decline' },
    });
    expect(declined.body.data.status).toBe('declined');

    // Each request was told to the company's member in the in-site messages, as the meeting is now.
    const told = memberMessagePageSchema
      .parse((await api.call('GET', '/api/manager/messages?pageSize=50', { token: exhibitor })).body.data)
      .records.flatMap((message) => (message.kind === 'meeting-request' ? [message.meeting] : []));
    expect(told.find((meeting) => meeting.id === id)).toMatchObject({
      status: 'accepted',
      buyer: '展友01',
      start: '10:00',
      minutes: 30,
      exhibition: { id: fair.id },
    });
    expect(told.find((meeting) => meeting.id === next.body.data.id)?.status).toBe('declined');
    // The buyers are not told of their own requests.
    const buyerMessages = memberMessagePageSchema.parse(
      (await api.call('GET', '/api/manager/messages?pageSize=50', { token: buyer })).body.data,
    );
    expect(buyerMessages.records.filter((message) => message.kind === 'meeting-request')).toEqual([]);
    const buyerView = myMeetingsSchema.parse(
      (await api.call('GET', '/api/manager/meetings', { token: buyer })).body.data,
    );
    expect(buyerView.asBuyer.map((m) => m.status)).toEqual(['accepted']);
    expect(buyerView.asExhibitor).toEqual([]);

    // The accepted meeting is in both feeds; the visit plan is in the buyer's.
    for (const [token, role] of [
      [buyer, 'buyer'],
      [exhibitor, 'exhibitor'],
    ] as const) {
      const issued = calendarFeedIssuedSchema.parse(
        (await api.call('POST', '/api/manager/calendar-feed', { token })).body.data,
      );
      const feed = calendarFeedSchema.parse(
        (await api.call('GET', `/api/calendar/feeds/${issued.token}`)).body.data,
      );
      const meeting = feed.meetings.find((m) => m.id === id);
      expect(meeting).toMatchObject({ role, day: fair.startDate, start: '10:00', note });
      expect(meeting?.stand?.code).toMatch(/^[1-9]/);
      if (role === 'buyer')
        expect(feed.visitPlans.find((p) => p.exhibition.id === fair.id)?.items).toHaveLength(3);
      else expect(feed.visitPlans).toEqual([]);
      expect(feed.meetings.map((m) => m.id)).not.toContain(next.body.data.id);
    }

    const cancelled = await api.call('POST', `/api/manager/meetings/${String(id)}/cancel`, { token: buyer });
    expect(cancelled.body.data.status).toBe('cancelled');
  });
});
