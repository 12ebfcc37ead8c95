import { describe, expect, it } from 'vitest';
import type { ETicketSheet } from '../contract/eticket.ts';
import { ticketDocument } from './ticket-document.ts';

// The printable tickets of an order: one per ticket, each with its own code and the name of its
// visitor (or the contact's when none is named), the fair's dates in the reader's language.

const sheet: ETicketSheet = {
  orderNo: 'T202601010000001',
  status: 'paid',
  checkInCode: 'Xb3kQ9aZ-_12abcd',
  cancelledTickets: [],
  ticketCodes: [1, 2, 3].map(
    (n) => `EXPOTICKET:2:T202601010000001:7:${String(n)}:${'s'.repeat(21)}${String(n)}`,
  ),
  quantity: 3,
  contactName: '王伟',
  createdAt: '2026-01-01T09:50:00.000Z',
  paidAt: '2026-01-01T10:00:00.000Z',
  exhibition: {
    id: 7,
    name: '上海国际汽车工业展览会',
    startDate: '2026-04-23',
    endDate: '2026-05-02',
    status: 'scheduled',
    venue: { name: '国家会展中心（上海）', address: '上海市青浦区崧泽大道333号' },
    city: { id: 1, name: '上海' },
    country: { id: 2, name: '中国' },
  },
  ticketKind: { name: '专业观众票', tierName: '早鸟价', payKind: 1 },
  visitors: [{ name: '王伟' }, null, { name: 'Anna Schmidt' }],
};

describe('ticketDocument', () => {
  it('prints one ticket per ticket of the order, each with its signed code and its visitor or the contact', () => {
    const doc = ticketDocument(sheet, 'zh');
    expect(doc.count).toBe(3);
    expect(doc.tickets.map((t) => [t.index, t.holder, t.namedVisitor])).toEqual([
      [1, '王伟', true],
      [2, '王伟', false],
      [3, 'Anna Schmidt', true],
    ]);
    expect(doc.tickets.map((t) => t.code)).toEqual([
      `EXPOTICKET:2:T202601010000001:7:1:${'s'.repeat(21)}1`,
      `EXPOTICKET:2:T202601010000001:7:2:${'s'.repeat(21)}2`,
      `EXPOTICKET:2:T202601010000001:7:3:${'s'.repeat(21)}3`,
    ]);
    expect(new Set(doc.tickets.map((t) => t.code)).size).toBe(3);
  });

  it('leaves out the tickets the buyer cancelled, keeping each other ticket its number and code', () => {
    const doc = ticketDocument({ ...sheet, cancelledTickets: [2] }, 'en');
    expect(doc.count).toBe(2);
    expect(doc.tickets.map((t) => [t.index, t.code.split(':')[4]])).toEqual([
      [1, '1'],
      [3, '3'],
    ]);
  });

  it('says the fair, its dates, venue, address and the ticket kind in the reader language', () => {
    const zh = ticketDocument(sheet, 'zh');
    expect(zh).toMatchObject({
      orderNo: 'T202601010000001',
      fairName: '上海国际汽车工业展览会',
      dates: '2026年4月23日-5月2日',
      venue: '国家会展中心（上海）',
      address: '上海市青浦区崧泽大道333号, 上海, 中国',
      kind: '专业观众票 · 早鸟价',
      fairStatus: undefined,
      paidOn: '2026年1月1日',
      fileName: 'eticket-T202601010000001.pdf',
    });
    const en = ticketDocument(sheet, 'en');
    expect(en.dates).toMatch(/2026/);
    expect(en.dates).not.toBe(zh.dates);
    expect(en.paidOn).toMatch(/Jan/);
  });

  it('names every ticket after the contact when the order named no visitor', () => {
    const doc = ticketDocument({ ...sheet, quantity: 2, visitors: [] }, 'zh');
    expect(doc.tickets.map((t) => [t.holder, t.namedVisitor])).toEqual([
      ['王伟', false],
      ['王伟', false],
    ]);
  });

  it('keeps a kind without a distinct tier to one name and leaves out empty address parts', () => {
    const doc = ticketDocument(
      {
        ...sheet,
        ticketKind: { name: '免费票', tierName: '免费票', payKind: 2 },
        status: 'free',
        paidAt: null,
        exhibition: { ...sheet.exhibition, venue: { name: 'Hall', address: ' ' }, status: 'postponed' },
      },
      'en',
    );
    expect(doc.kind).toBe('免费票');
    expect(doc.address).toBe('上海, 中国');
    expect(doc.fairStatus).toBe('postponed');
    expect(doc.paidOn).toBe('');
  });
});
