/* eslint-disable @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkInDaySchema,
  checkInHoursSchema,
  checkInVerdictSchema,
} from '../../src/lib/contract/checkin.ts';
import { ticketOrders } from '../db/schema.ts';
import { signTicketCode, ticketCodeDigest } from '../domain/checkin/ticket-signature.ts';
import { testTicketSecret } from '../test/harness.ts';
import { loginDemo, loginEditor, loginStaff } from '../test/login.ts';
import { useTestApi } from '../test/per-file-api.ts';

// Check-in at the gate. Seed: member 01's T202601010000001 is paid, 2 tickets (visitors 王伟 and
// Anna Schmidt) for fair 1, on show 2027-04-08 to 2027-04-10. Further orders of fair 1 are copied
// from it with another number and status.

const api = useTestApi();
let staff: string;
const fair = 1;
const day = '2027-04-08';
const at = (time: string) => `${day}T${time}:00+08:00`;

/** A copy of the seed's paid order under another number, status and quantity. */
async function copyOrder(
  orderNo: string,
  status: string,
  quantity = 1,
  cancelledTickets: number[] = [],
): Promise<void> {
  const [seed] = await api.ctx.db
    .select()
    .from(ticketOrders)
    .where(eq(ticketOrders.orderNo, 'T202601010000001'));
  if (seed === undefined) throw new Error('the seed order is missing');
  const { id, ...rest } = seed;
  expect(id).toBe(1);
  await api.ctx.db.insert(ticketOrders).values({
    ...rest,
    orderNo,
    status,
    quantity,
    idempotencyKey: `copy-${orderNo}`,
    visitorIds: [],
    cancelledTickets,
  });
}

function scan(code: string, gate: string, scannedAt: string, fairId = fair, locale?: 'CN' | 'EN') {
  return api.call('POST', '/api/checkin/scan', {
    token: staff,
    body: { code, gate, fairId, scannedAt },
    ...(locale !== undefined && { locale }),
  });
}

beforeAll(async () => {
  staff = await loginStaff(api);
  await copyOrder('T202601010000091', 'refunded');
  await copyOrder('T202601010000092', 'cancelled');
  await copyOrder('T202601010000093', 'paid', 3);
  await copyOrder('T202601010000094', 'paid', 2, [2]);
});

describe('the signed e-ticket codes', () => {
  it("hands the owner one signed code per ticket, which the order's number alone cannot give", async () => {
    const owner = await loginDemo(api, 1);
    const order = await api.call('GET', '/api/orders/T202601010000001', { token: owner });
    expect(order.body.data.ticket.ticketCodes).toEqual([
      signTicketCode(testTicketSecret, 'T202601010000001', 1, fair),
      signTicketCode(testTicketSecret, 'T202601010000001', 2, fair),
    ]);
    const sheet = await api.call('GET', '/api/orders/T202601010000001/eticket', { token: owner });
    expect(sheet.body.data.ticketCodes).toEqual(order.body.data.ticket.ticketCodes);
    expect(signTicketCode('another-secret-of-32-characters!', 'T202601010000001', 1, fair)).not.toBe(
      order.body.data.ticket.ticketCodes[0],
    );
  });
});

describe('POST /api/checkin/scan', () => {
  const code = () => signTicketCode(testTicketSecret, 'T202601010000001', 1, fair);

  it('admits a ticket once; the second gate is told where and when it was used, in its language', async () => {
    const first = await scan(code(), 'North 1', at('09:30'), fair, 'EN');
    expect(first.status).toBe(200);
    expect(checkInVerdictSchema.parse(first.body.data)).toMatchObject({
      verdict: 'admitted',
      holder: '王伟',
      ticket: { orderNo: 'T202601010000001', index: 1 },
      message: 'Admitted: 王伟',
    });
    expect(first.body.data.tier).not.toBe('');
    const second = await scan(code(), '东门', at('09:41'), fair, 'CN');
    expect(second.body.data).toMatchObject({
      verdict: 'refused',
      reason: 'alreadyUsed',
      firstAdmission: { gate: 'North 1', scannedAt: at('09:30') },
      message: '今日已使用：09:30 于 North 1 入场',
    });
    const english = await scan(code(), 'South', at('10:02'), fair, 'EN');
    expect(english.body.data.message).toBe('Already used today at North 1, 09:30');
    // The next show day it admits again.
    const nextDay = await scan(code(), 'North 1', '2027-04-09T09:00:00+08:00');
    expect(nextDay.body.data.verdict).toBe('admitted');
  });

  it('admits one of many scans of one ticket at once at different gates (the unique index decides)', async () => {
    const ticket = signTicketCode(testTicketSecret, 'T202601010000093', 1, fair);
    const verdicts = await Promise.all(
      Array.from({ length: 12 }, (_, gate) => scan(ticket, `Gate ${String(gate)}`, at('11:00'))),
    );
    expect(verdicts.filter((v) => v.body.data.verdict === 'admitted')).toHaveLength(1);
    expect(verdicts.filter((v) => v.body.data.reason === 'alreadyUsed')).toHaveLength(11);
  });

  it('refuses a forged or edited code', async () => {
    const genuine = signTicketCode(testTicketSecret, 'T202601010000001', 2, fair);
    const forged = signTicketCode('a-guess-at-the-secret-0123456789', 'T202601010000001', 2, fair);
    const otherTicket = genuine.replace(':1:2:', ':1:3:');
    const otherOrder = genuine.replace('T202601010000001', 'T202601010000093');
    const version1 = 'EXPOTICKET:1:T202601010000001:Xb3kQ9aZ-_12abcd:2';
    // The last character changed: to its neighbour, which can decode to the same bytes (its spare
    // bits), and by one bit.
    const last = genuine.at(-1) ?? '';
    const edited = `${genuine.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
    const respelled = `${genuine.slice(0, -1)}${String.fromCharCode(last.charCodeAt(0) ^ 1)}`;
    for (const bad of [forged, otherTicket, otherOrder, version1, 'hello', edited, respelled]) {
      const verdict = await scan(bad, 'North 1', at('12:00'), fair, 'EN');
      expect(verdict.body.data, bad).toMatchObject({ verdict: 'refused', reason: 'forged' });
      expect(verdict.body.data.holder).toBeUndefined();
    }
    expect((await scan(forged, 'North 1', at('12:00'), fair, 'EN')).body.data.message).toBe(
      'Not a valid ticket: the code is forged, edited or damaged',
    );
    // A signed code past the order's tickets was never issued either.
    const beyond = signTicketCode(testTicketSecret, 'T202601010000001', 3, fair);
    expect((await scan(beyond, 'North 1', at('12:00'))).body.data.reason).toBe('forged');
  });

  it('refuses a refunded or cancelled ticket, a ticket of another fair and a day off the show', async () => {
    const refunded = await scan(
      signTicketCode(testTicketSecret, 'T202601010000091', 1, fair),
      'N',
      at('12:00'),
      fair,
      'EN',
    );
    expect(refunded.body.data).toMatchObject({
      verdict: 'refused',
      reason: 'refunded',
      message: 'This ticket was refunded',
    });
    const cancelled = await scan(
      signTicketCode(testTicketSecret, 'T202601010000092', 1, fair),
      'N',
      at('12:00'),
      fair,
      'CN',
    );
    expect(cancelled.body.data).toMatchObject({
      verdict: 'refused',
      reason: 'cancelled',
      message: '此票所属订单已取消',
    });
    const ticket = signTicketCode(testTicketSecret, 'T202601010000093', 2, fair);
    const wrongFair = await scan(ticket, 'N', at('12:00'), 2, 'EN');
    expect(wrongFair.body.data).toMatchObject({ verdict: 'refused', reason: 'wrongFair' });
    expect(wrongFair.body.data.message).toMatch(/^This ticket is for another fair: .+/);
    const dayOff = await scan(ticket, 'N', '2027-04-11T09:00:00+08:00', fair, 'EN');
    expect(dayOff.body.data).toMatchObject({
      reason: 'notShowDay',
      message: 'Not a show day: the fair runs from 2027-04-08 to 2027-04-10',
    });
    // None of them was recorded: the same ticket still admits on a show day.
    expect((await scan(ticket, 'N', at('12:05'))).body.data.verdict).toBe('admitted');
  });

  it('refuses the one ticket a buyer cancelled of a paid order and admits the other (on the second show day)', async () => {
    const cancelled = await scan(
      signTicketCode(testTicketSecret, 'T202601010000094', 2, fair),
      'N',
      at('12:10'),
    );
    expect(cancelled.body.data).toMatchObject({ verdict: 'refused', reason: 'refunded' });
    const kept = await scan(
      signTicketCode(testTicketSecret, 'T202601010000094', 1, fair),
      'N',
      '2027-04-09T12:11:00+08:00',
    );
    expect(kept.body.data.verdict).toBe('admitted');
  });

  it('answers bad input with 400 naming the field, in the caller language', async () => {
    const bad = await api.call('POST', '/api/checkin/scan', {
      token: staff,
      locale: 'EN',
      body: { code: code(), gate: '', fairId: fair, scannedAt: '2027-04-08 09:00' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('gate: 1 to 40 characters');
    expect(bad.body.message).toContain('expected an ISO time with its UTC offset');
    const unknownFair = await scan(code(), 'N', at('09:00'), 999_999);
    expect(unknownFair.status).toBe(404);
  });
});

describe('only gate staff', () => {
  it('refuses members and editors (403, in their language) and visitors without a session (401)', async () => {
    const body = { code: 'x', gate: 'N', fairId: fair, scannedAt: at('09:00') };
    const member = await loginDemo(api, 2);
    const editor = await loginEditor(api);
    for (const [method, path] of [
      ['POST', '/api/checkin/scan'],
      ['GET', `/api/checkin/day?fairId=${String(fair)}`],
      ['POST', '/api/checkin/sync'],
      ['GET', `/api/checkin/hours?fairId=${String(fair)}`],
    ] as const) {
      const init = method === 'POST' ? { body } : {};
      const asMember = await api.call(method, path, { ...init, token: member, locale: 'CN' });
      expect(asMember.status, path).toBe(403);
      expect(asMember.body.message).toBe('需要入场工作人员权限');
      expect((await api.call(method, path, { ...init, token: editor, locale: 'EN' })).body.message).toBe(
        'gate staff role required',
      );
      expect((await api.call(method, path, init)).status).toBe(401);
    }
  });
});

describe('offline: the day list and synced scans', () => {
  it("lists the day's admissible tickets by digest with names, the refused with why, and the used", async () => {
    const list = await api.call('GET', `/api/checkin/day?fairId=${String(fair)}&day=${day}`, {
      token: staff,
    });
    expect(list.status).toBe(200);
    const data = checkInDaySchema.parse(list.body.data);
    expect(data).toMatchObject({ day, showDay: true, fair: { id: fair, startDate: '2027-04-08' } });
    const digest = (orderNo: string, n: number) =>
      ticketCodeDigest(signTicketCode(testTicketSecret, orderNo, n, fair));
    expect(data.tickets).toContainEqual(
      expect.objectContaining({ digest: digest('T202601010000001', 2), holder: 'Anna Schmidt' }),
    );
    expect(data.refused).toContainEqual({ digest: digest('T202601010000091', 1), reason: 'refunded' });
    expect(data.refused).toContainEqual({ digest: digest('T202601010000092', 1), reason: 'cancelled' });
    expect(data.used).toContainEqual({
      digest: digest('T202601010000001', 1),
      gate: 'North 1',
      scannedAt: at('09:30'),
    });
    // Codes themselves are not in the list: it cannot be used to make a ticket.
    expect(JSON.stringify(data)).not.toContain('EXPOTICKET');
  });

  it('syncs queued scans first-wins by scannedAt, idempotently, and counts each admission once per hour', async () => {
    const ticket = signTicketCode(testTicketSecret, 'T202601010000093', 3, fair);
    const late = { scanId: 'gate-c-0001', code: ticket, gate: 'C', scannedAt: at('10:01') };
    const early = { scanId: 'gate-d-0001', code: ticket, gate: 'D', scannedAt: at('10:00') };
    const sync = (items: (typeof late)[]) =>
      api.call('POST', '/api/checkin/sync', { token: staff, locale: 'EN', body: { fairId: fair, items } });
    const fromC = await sync([late]);
    expect(fromC.body.data.results).toMatchObject([{ scanId: 'gate-c-0001', verdict: 'admitted' }]);
    // Gate D scanned it a minute earlier, offline: its scan wins, and C's sent again is told why.
    const fromD = await sync([early]);
    expect(fromD.body.data.results).toMatchObject([{ scanId: 'gate-d-0001', verdict: 'admitted' }]);
    const againC = await sync([late, early]);
    expect(againC.body.data.results).toMatchObject([
      { scanId: 'gate-c-0001', verdict: 'refused', reason: 'alreadyUsed', firstAdmission: { gate: 'D' } },
      { scanId: 'gate-d-0001', verdict: 'admitted' },
    ]);
    // An online scan later that day is refused against the synced admission.
    expect((await scan(ticket, 'North 1', at('10:30'))).body.data).toMatchObject({ reason: 'alreadyUsed' });
    // Two scans of one ticket in one batch: the earlier by scannedAt is admitted, in the order sent.
    const other = signTicketCode(testTicketSecret, 'T202601010000001', 2, fair);
    const batch = await sync([
      { scanId: 'gate-e-0002', code: other, gate: 'E', scannedAt: at('14:20') },
      { scanId: 'gate-f-0002', code: other, gate: 'F', scannedAt: at('14:10') },
      { scanId: 'gate-f-0003', code: 'forged', gate: 'F', scannedAt: at('14:11') },
    ]);
    const results = batch.body.data.results as { verdict: string; reason?: string }[];
    expect(results.map((r) => r.reason ?? r.verdict)).toEqual(['alreadyUsed', 'admitted', 'forged']);
    const hours = checkInHoursSchema.parse(
      (await api.call('GET', `/api/checkin/hours?fairId=${String(fair)}&day=${day}`, { token: staff })).body
        .data,
    );
    // 09:30 ticket 1 of T..001, 11:00 and 12:05 of T..093, 10:00 of T..093 #3, 14:10 of T..001 #2.
    expect(hours).toEqual({
      day,
      total: 5,
      hours: [
        { hour: 9, admitted: 1 },
        { hour: 10, admitted: 1 },
        { hour: 11, admitted: 1 },
        { hour: 12, admitted: 1 },
        { hour: 14, admitted: 1 },
      ],
    });
  });

  it('refuses a sync of more than 1000 scans as a whole, recording nothing', async () => {
    const items = Array.from({ length: 1001 }, (_, n) => ({
      scanId: `bulk-${String(n).padStart(6, '0')}`,
      code: 'x',
      gate: 'G',
      scannedAt: at('15:00'),
    }));
    const answer = await api.call('POST', '/api/checkin/sync', {
      token: staff,
      locale: 'EN',
      body: { fairId: fair, items },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('at most 1000 scans per sync');
  });
});
