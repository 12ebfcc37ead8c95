import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/lib/api/api-error.ts';
import { describeFailure } from '../../../../src/lib/checkout/failure.ts';
import { IdempotencyKeys } from '../../../../src/lib/checkout/idempotency.ts';
import { pollUntil } from '../../../../src/lib/checkout/poll.ts';
import { readResultParams } from '../../../../src/lib/checkout/result-page.ts';
import {
  myOrdersPath,
  nextStepAfterOrder,
  orderTypeOfNo,
  parseResultKind,
} from '../../../../src/lib/checkout/result.ts';
import { paidResultPath } from '../../../../src/lib/paths/index.ts';
import {
  ticketOrderBody,
  ticketTotal,
  validateTicketForm,
  type TicketFormValues,
} from '../../../../src/lib/checkout/ticket-form.ts';
import { checkDocumentFile, validateDocumentImage } from '../../../../src/lib/checkout/upload-file.ts';
import {
  emptyApplicant,
  validateApplicants,
  validateDocuments,
  visaOrderBody,
  type VisaFormValues,
} from '../../../../src/lib/checkout/visa-form.ts';
import type { Ticket } from '../../../../src/lib/contract/exhibition.ts';
import {
  checkContact,
  emptyContact,
  withMemberDetails,
  type ContactValues,
} from '../../../../src/lib/forms/contact.ts';
import { rewordAll } from '../../../../src/lib/forms/field-errors.ts';
import { checkoutWording } from '../../../../src/lib/forms/wording.ts';

const tickets: Ticket[] = [
  {
    id: 1,
    exhibitionId: 9,
    payKind: 1,
    name: 'Visitor',
    description: '',
    saleStart: '2026-01-01',
    saleEnd: '2026-12-31',
    onSale: true,
    tiers: [
      { id: 11, name: 'Early', priceMinor: 4500, currency: 'CNY', remaining: 3 },
      { id: 12, name: 'VIP', priceMinor: 19000, currency: 'CNY', remaining: 500 },
    ],
  },
  {
    id: 2,
    exhibitionId: 9,
    payKind: 2,
    name: 'Free',
    description: '',
    saleStart: '2027-01-01',
    saleEnd: '2027-02-01',
    onSale: false,
    tiers: [{ id: 21, name: 'Free', priceMinor: 0, currency: 'CNY', remaining: 50 }],
  },
];
const contact = { name: '王小明', phone: '13912345678', email: '' };
const form = (values: Partial<TicketFormValues>): TicketFormValues => ({
  tierId: 12,
  quantity: '2',
  visitorIds: [],
  contact,
  ...values,
});

describe('validateTicketForm', () => {
  it('accepts a complete form', () => {
    expect(validateTicketForm(form({}), tickets)).toEqual({});
  });
  it('refuses a quantity above the stock left with the stock in the message', () => {
    expect(validateTicketForm(form({ tierId: 11, quantity: '4' }), tickets).quantity).toEqual({
      key: 'ticket.error.stock',
      values: { count: 3 },
    });
  });
  it('caps a quantity at 20 per order, saying it is the per-order limit when the stock has more', () => {
    expect(validateTicketForm(form({ quantity: '21' }), tickets).quantity).toEqual({
      key: 'ticket.error.perOrder',
      values: { count: 20 },
    });
    const withStock = (remaining: number): Ticket[] =>
      tickets.map((ticket) => ({ ...ticket, tiers: ticket.tiers.map((tier) => ({ ...tier, remaining })) }));
    expect(validateTicketForm(form({ quantity: '21' }), withStock(1058)).quantity?.key).toBe(
      'ticket.error.perOrder',
    );
    expect(validateTicketForm(form({ quantity: '21' }), withStock(20)).quantity?.key).toBe(
      'ticket.error.perOrder',
    );
    expect(validateTicketForm(form({ quantity: '21' }), withStock(19)).quantity).toEqual({
      key: 'ticket.error.stock',
      values: { count: 19 },
    });
  });
  it('refuses zero, decimals and text as quantity', () => {
    for (const quantity of ['0', '1.5', 'two', ''])
      expect(validateTicketForm(form({ quantity }), tickets).quantity?.key).toBe('ticket.error.quantity');
  });
  it('asks for a tier, and refuses one not on sale', () => {
    expect(validateTicketForm(form({ tierId: null }), tickets).tier?.key).toBe('ticket.error.tier');
    expect(validateTicketForm(form({ tierId: 21 }), tickets).tier?.key).toBe('ticket.error.notOnSale');
  });
  it('wants one visitor per ticket or none', () => {
    expect(validateTicketForm(form({ visitorIds: [5] }), tickets).visitors).toEqual({
      key: 'ticket.error.visitorCount',
      values: { count: 2 },
    });
    expect(validateTicketForm(form({ visitorIds: [5, 6] }), tickets).visitors).toBeUndefined();
  });
  it('gives the spec e-mail message and checks the phone', () => {
    const errors = validateTicketForm(
      form({ contact: { name: '', phone: '12345', email: 'a@b.c' } }),
      tickets,
    );
    expect(errors.contactEmail).toEqual({ key: 'validation.email' });
    expect(errors.contactPhone?.key).toBe('checkout.error.phone');
    expect(errors.contactName?.key).toBe('checkout.error.required');
  });
});

describe('ticketOrderBody and ticketTotal', () => {
  it('builds the API body with sorted visitors and no empty e-mail', () => {
    expect(ticketOrderBody(form({ visitorIds: [8, 3] }))).toEqual({
      tierId: 12,
      quantity: 2,
      visitorIds: [3, 8],
      // The phone goes out as E.164, as the API stores it.
      contact: { name: '王小明', phone: '+8613912345678' },
    });
  });
  it('multiplies the tier price by the quantity in fen', () => {
    expect(ticketTotal(form({}), tickets)).toBe(38000);
    expect(ticketTotal(form({ quantity: 'x' }), tickets)).toBe(0);
  });
});

/** The checkout's check of its contact block: the shared rule in the checkout's words. */
const validateContact = (values: ContactValues) => rewordAll(checkContact(values), checkoutWording);

describe('validateContact', () => {
  it('accepts an empty e-mail and refuses one without a 2-letter top-level part', () => {
    expect(validateContact(contact)).toEqual({});
    expect(validateContact({ ...contact, email: 'buyer@expo.c' }).contactEmail?.key).toBe('validation.email');
  });
});

describe('withMemberDetails', () => {
  const member = { nickname: '王小明', phone: '+8613912345678', email: 'wang@example.com' };
  it("fills an empty contact block with the member's name, phone (as the profile shows it) and e-mail", () => {
    expect(withMemberDetails(emptyContact, member, 'zh')).toEqual({
      name: '王小明',
      phone: '139 1234 5678',
      email: 'wang@example.com',
    });
    expect(withMemberDetails(emptyContact, member, 'en').phone).toBe('+86 139 1234 5678');
    expect(checkContact(withMemberDetails(emptyContact, member, 'zh'))).toEqual({});
  });
  it('keeps what the buyer typed or a draft holds, and leaves a field empty when the profile has none', () => {
    const typed = { name: 'Ann Lee', phone: '', email: '  ' };
    expect(withMemberDetails(typed, { ...member, phone: null }, 'en')).toEqual({
      name: 'Ann Lee',
      phone: '',
      email: 'wang@example.com',
    });
  });
});

describe('describeFailure', () => {
  const http = (message: string, status: number, code?: number) =>
    new ApiError(message, { kind: 'http', method: 'POST', path: '/api/orders/tickets', status, code });
  it('turns the stock refusal into the translated stock message', () => {
    expect(describeFailure(http('only 2 tickets left in this tier', 409, 0))).toEqual({
      key: 'ticket.error.stock',
      values: { count: 2 },
    });
  });
  it('says sales have closed, a hold expired, or that a sold-out tier has tickets again', () => {
    expect(describeFailure(http('ticket sales have closed', 409, 0))).toEqual({ key: 'ticket.salesEnded' });
    expect(describeFailure(http('the hold on these tickets has expired', 409, 0))).toEqual({
      key: 'payment.status.expired',
    });
    expect(describeFailure(http('3 tickets are available: order them instead', 409, 0))).toEqual({
      key: 'ticket.waitlist.available',
    });
  });
  it('explains a visitor of another user', () => {
    expect(describeFailure(http('visitor 7 not found', 404, 0)).key).toBe('ticket.error.visitor');
  });
  it('tells network trouble and an ended session apart', () => {
    expect(
      describeFailure(new ApiError('请求失败', { kind: 'timeout', method: 'POST', path: '/x' })).key,
    ).toBe('checkout.error.network');
    expect(
      describeFailure(new ApiError('expired', { kind: 'session', method: 'POST', path: '/x' })).key,
    ).toBe('checkout.error.session');
  });
  it('keeps the API text as a detail of an upload failure', () => {
    expect(describeFailure(http('upload failure: the content is not image/png', 400, 20012))).toEqual({
      key: 'visaOrder.error.upload',
      detail: 'upload failure: the content is not image/png',
    });
  });
});

describe('IdempotencyKeys', () => {
  it('keeps the key for the same body (double click, retry) and changes it for a new body', () => {
    const keys = new IdempotencyKeys();
    const first = keys.keyFor({ a: 1 });
    expect(keys.keyFor({ a: 1 })).toBe(first);
    expect(keys.keyFor({ a: 2 })).not.toBe(first);
  });
  it('carries on from a saved draft', () => {
    const keys = new IdempotencyKeys({ body: JSON.stringify({ a: 1 }), key: 'saved-key' });
    expect(keys.keyFor({ a: 1 })).toBe('saved-key');
  });
});

describe('result routing', () => {
  it('sends a free order to /result/2 and a paid one to /payment', () => {
    expect(
      nextStepAfterOrder({
        orderNo: 'T20261121000000123456',
        orderType: 'ticket',
        status: 'free',
        payKind: 2,
      }),
    ).toBe('/result/2?orderNo=T20261121000000123456');
    expect(
      nextStepAfterOrder({
        orderNo: 'V20261121000000123456',
        orderType: 'visa',
        status: 'pending',
        payKind: 1,
      }),
    ).toBe('/payment?orderNo=V20261121000000123456');
  });
  it('sends visa payments to /visa-result/1', () => {
    expect(paidResultPath('visa', 'V20261121000000123456', 'P20261121000000123456')).toBe(
      '/visa-result/1?orderNo=V20261121000000123456&paymentNo=P20261121000000123456',
    );
  });
  it('accepts only the result constants as {status}', () => {
    expect(parseResultKind('1')).toBe(1);
    expect(parseResultKind('2')).toBe(2);
    expect(parseResultKind('3')).toBeUndefined();
  });
  it('refuses a visa order on the ticket result page and a malformed order number', () => {
    expect(
      readResultParams('1', new URLSearchParams('orderNo=V20261121000000123456'), 'ticket'),
    ).toBeUndefined();
    expect(readResultParams('1', new URLSearchParams('orderNo=T1'), 'ticket')).toBeUndefined();
    expect(
      readResultParams('1', new URLSearchParams('orderNo=T20261121000000123456&paymentNo=bad'), 'ticket'),
    ).toEqual({ kind: 1, orderNo: 'T20261121000000123456', paymentNo: undefined });
  });
});

describe('validateDocumentImage', () => {
  const file = (type: string, size: number) => new File([new Uint8Array(size)], 'doc', { type });
  it('refuses non-images and files over 5 MB before measuring', () => {
    expect(checkDocumentFile(file('text/plain', 10))?.key).toBe('visaOrder.error.notImage');
    expect(checkDocumentFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toEqual({
      key: 'visaOrder.error.tooLarge',
      values: { max: 5 },
    });
  });
  it('applies the 600 x 800 minimum with the spec message', async () => {
    const small = await validateDocumentImage(file('image/png', 10), {}, () =>
      Promise.resolve({ width: 599, height: 800 }),
    );
    expect(small).toEqual({ key: 'validation.imageSize' });
    expect(
      await validateDocumentImage(file('image/png', 10), {}, () =>
        Promise.resolve({ width: 600, height: 800 }),
      ),
    ).toBeUndefined();
  });
  it('refuses a file the browser cannot decode', async () => {
    expect(await validateDocumentImage(file('image/jpeg', 10), {}, () => Promise.resolve(undefined))).toEqual(
      { key: 'visaOrder.error.notImage' },
    );
  });
});

describe('visa form rules', () => {
  const visa = {
    applicantKinds: [
      {
        code: 'employed',
        name: '在职',
        documents: [
          { code: 'passport', applicantKind: 'employed', name: '护照', required: true, note: '' },
          { code: 'photo', applicantKind: 'employed', name: '照片', required: false, note: '' },
        ],
      },
    ],
  };
  const values: VisaFormValues = {
    departDate: '2026-12-01',
    applicants: [{ ...emptyApplicant(), name: '张三', pinyin: 'zhang san', passportNo: 'e1234567' }],
    contact,
  };
  it('accepts complete applicants and refuses a past departure date', () => {
    expect(validateApplicants(values, '2026-11-21')).toEqual({});
    expect(validateApplicants({ ...values, departDate: '2026-11-21' }, '2026-11-21').departDate?.key).toBe(
      'visaOrder.error.departDate',
    );
  });
  it('lists each required document still missing', () => {
    expect(validateDocuments(values, visa)).toEqual({
      'applicant.0.doc.passport': { key: 'visaOrder.error.documentMissing' },
    });
  });
  it('upper-cases pinyin and passport in the body', () => {
    expect(visaOrderBody(3, values).applicants[0]).toEqual({
      name: '张三',
      pinyin: 'ZHANG SAN',
      passportNo: 'E1234567',
      applicantKind: 'employed',
    });
  });
});

describe('pollUntil', () => {
  it('checks again after a failed check and stops once settled', async () => {
    const answers = [new Error('offline'), null, 1];
    const seen: (number | null)[] = [];
    await new Promise<void>((resolve) => {
      pollUntil<number | null>({
        intervalMs: 5,
        check: () => {
          const next = answers.shift();
          return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? null);
        },
        settled: (value) => value !== null,
        onValue: (value) => {
          seen.push(value);
          if (value !== null) resolve();
        },
        onTimeout: () => undefined,
      });
    });
    expect(seen).toEqual([null, 1]);
    expect(answers).toEqual([]);
  });
  it('gives up at the deadline', async () => {
    await new Promise<void>((resolve) => {
      pollUntil({
        intervalMs: 1,
        timeoutMs: 10,
        check: () => Promise.resolve(null),
        settled: () => false,
        onValue: () => undefined,
        onTimeout: resolve,
      });
    });
  });
});

describe('myOrdersPath', () => {
  it('sends each kind of order to the management page that lists it', () => {
    expect(myOrdersPath(orderTypeOfNo('T1'))).toBe('/manager/ticket-my');
    expect(myOrdersPath(orderTypeOfNo('V1'))).toBe('/manager/visa-my');
    expect(myOrdersPath(orderTypeOfNo('A1'))).toBe('/manager/fair-my');
    expect(myOrdersPath(orderTypeOfNo('G1'))).toBe('/manager/fair-my');
  });
});
