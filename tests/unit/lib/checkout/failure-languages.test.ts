import { describe, expect, it } from 'vitest';
import { apiText, type ApiMessageKey } from '../../../../api/server/api-messages.ts';
import { ApiError as PortalApiError } from '../../../../src/lib/api/api-error.ts';
import { describeFailure } from '../../../../src/lib/checkout/failure.ts';

// The checkout explains some refusals in its own words by reading the API's message, which now
// comes in the caller's language: both languages of each message must still be recognised.

describe('the portal reads the refusals it explains in both languages', () => {
  const http = (message: string, status: number) =>
    new PortalApiError(message, {
      kind: 'http',
      method: 'POST',
      path: '/api/orders/tickets',
      status,
      code: 0,
    });
  it.each(['zh', 'en'] as const)('in %s', (locale) => {
    const said = (key: ApiMessageKey, values?: Record<string, string | number>) =>
      apiText(key, values)[locale];
    expect(describeFailure(http(said('apiMessage.ticket.left', { tickets: 2 }), 409))).toEqual({
      key: 'ticket.error.stock',
      values: { count: 2 },
    });
    expect(describeFailure(http(said('apiMessage.notFound.visitor', { id: '7,8' }), 404)).key).toBe(
      'ticket.error.visitor',
    );
    expect(describeFailure(http(said('apiMessage.ticket.salesClosed'), 409)).key).toBe('ticket.salesEnded');
    expect(describeFailure(http(said('apiMessage.order.holdExpired'), 409)).key).toBe(
      'payment.status.expired',
    );
    expect(describeFailure(http(said('apiMessage.waitingList.available', { tickets: 3 }), 409)).key).toBe(
      'ticket.waitlist.available',
    );
    expect(
      describeFailure(
        http(said('apiMessage.ticket.salePeriod', { from: '2099-01-01', to: '2099-02-01' }), 409),
      ).key,
    ).toBe('ticket.error.notOnSale');
    expect(describeFailure(http(said('apiMessage.visa.quotaFull', { quota: 20 }), 409)).key).toBe(
      'visaOrder.error.quota',
    );
  });
});
