/* eslint-disable @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { eTicketSheetSchema } from '../../src/lib/contract/eticket.ts';
import { useTestApi } from '../test/per-file-api.ts';
import { loginDemo } from '../test/login.ts';

// The printable tickets of an order: only its owner reads them, only once it is paid or free.
// Seed: member 01 has T202601010000001 (paid, 2 tickets, visitors 王伟 and Anna Schmidt) and
// T202601020000002 (pending).

const api = useTestApi();
let owner: string;
let stranger: string;
beforeAll(async () => {
  owner = await loginDemo(api, 1);
  stranger = await loginDemo(api, 4);
});

describe('GET /api/orders/{orderNo}/eticket', () => {
  it('answers the owner the fair, kind, visitors and the same secret as the order', async () => {
    const sheet = await api.call('GET', '/api/orders/T202601010000001/eticket', { token: owner });
    expect(sheet.status).toBe(200);
    const data = eTicketSheetSchema.parse(sheet.body.data);
    expect(data).toMatchObject({
      orderNo: 'T202601010000001',
      status: 'paid',
      quantity: 2,
      contactName: '王伟',
    });
    expect(data.visitors).toEqual([{ name: '王伟' }, { name: 'Anna Schmidt' }]);
    expect(data.exhibition.venue.address).not.toBe('');
    expect(data.ticketKind.name).not.toBe('');
    // No phone or identity number of a visitor goes out.
    expect(JSON.stringify(sheet.body)).not.toContain('310101199001011234');
    expect(JSON.stringify(sheet.body)).not.toContain('13800000011');
    const order = await api.call('GET', '/api/orders/T202601010000001', { token: owner });
    expect(data.checkInCode).toBe(order.body.data.ticket.checkInCode);

    const english = await api.call('GET', '/api/orders/T202601010000001/eticket', {
      token: owner,
      locale: 'EN',
    });
    expect(english.body.data.exhibition.name).not.toBe(data.exhibition.name);
  });

  it("answers 404 for another member's order and unknown or non-ticket numbers, 409 before payment", async () => {
    const foreign = await api.call('GET', '/api/orders/T202601010000001/eticket', { token: stranger });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toBeNull();
    expect((await api.call('GET', '/api/orders/T209901010000009/eticket', { token: owner })).status).toBe(
      404,
    );
    expect((await api.call('GET', '/api/orders/V202601030000001/eticket', { token: owner })).status).toBe(
      404,
    );
    const pending = await api.call('GET', '/api/orders/T202601020000002/eticket', { token: owner });
    expect(pending.status).toBe(409);
    expect(pending.body.data).toBeNull();
    expect((await api.call('GET', '/api/orders/T202601010000001/eticket')).status).toBe(401);
    expect((await api.call('GET', '/api/orders/..%2F..%2Fx/eticket', { token: owner })).status).toBe(400);
  });
});
