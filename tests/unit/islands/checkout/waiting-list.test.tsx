// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentChooser } from '../../../../src/islands/checkout/PaymentChooser.tsx';
import {
  CHECKOUT_MESSAGE_PREFIXES,
  TicketCheckout,
} from '../../../../src/islands/checkout/TicketCheckout.tsx';
import type { TicketPageData } from '../../../../src/lib/checkout/ticket-page.ts';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { sendEnvelope, sendJson } from '../../../../tests/support/api-test-server.ts';
import { useMemberBrowser } from '../../../../tests/support/island-browser.ts';
import { ticketPage } from '../../../../tests/support/ticket-page.ts';

// The waiting list of a sold-out tier on the ticket form, and the hold countdown of the pay step,
// against a real HTTP server on loopback: what the islands send and what the buyer reads.

const page = ticketPage({
  startDate: '2030-12-01',
  endDate: '2030-12-03',
  saleEnd: '2030-12-03',
  tiers: [
    { id: 11, name: '早鸟', priceMinor: 4500, currency: 'CNY', remaining: 0 },
    { id: 12, name: '标准', priceMinor: 8000, currency: 'CNY', remaining: 5 },
  ],
});
const zh = islandMessages('zh', CHECKOUT_MESSAGE_PREFIXES);
const en = islandMessages('en', CHECKOUT_MESSAGE_PREFIXES);
const { server } = useMemberBrowser({ path: '/ticket/9.html', token: 'tok-unit-1' });

beforeEach(() => {
  sessionStorage.clear();
  server.route('GET', '/api/manager/visitors', (_hit, response) => {
    sendEnvelope(response, 1, []);
  });
});

const entry = {
  id: 5,
  tierId: 11,
  exhibition: { id: 9, name: '上海国际展' },
  ticketName: '普通票',
  tierName: '早鸟',
  quantity: 3,
  status: 'waiting',
  position: 2,
  joinedAt: '2026-11-25T02:00:00.000Z',
  offeredAt: null,
  orderNo: null,
};

describe('the waiting list of a sold-out tier', () => {
  it('joins the line for the form quantity and says the member place in it', async () => {
    server.route('POST', '/api/manager/waiting-list', (_hit, response) => {
      sendEnvelope(response, 1, entry);
    });
    const user = userEvent.setup();
    render(<TicketCheckout i18n={zh} page={page} path="/ticket/9.html" />);
    const join = await screen.findByRole('button', { name: '加入候补: 早鸟' });
    // Only the sold-out tier offers it; its radio stays disabled.
    expect(screen.getAllByRole('button', { name: /加入候补/ })).toHaveLength(1);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /早鸟/ }).disabled).toBe(true);
    const quantity = screen.getByLabelText('数量');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(join);
    await waitFor(() => {
      expect(screen.getByText(/您已加入候补，排第 2 位（3 张）/)).toBeTruthy();
    });
    const hits = server.hitsOf('/api/manager/waiting-list');
    expect(hits).toHaveLength(1);
    expect(JSON.parse(hits[0]?.body ?? '{}')).toEqual({ tierId: 11, quantity: 3 });
    expect(screen.getByRole('link', { name: '我的候补与消息' }).getAttribute('href')).toBe(
      '/manager/messages',
    );
  });

  it('says in the page language when the tier has tickets again', async () => {
    server.route('POST', '/api/manager/waiting-list', (_hit, response) => {
      sendJson(response, 409, {
        code: 0,
        data: null,
        message: '2 tickets are available: order them instead',
      });
    });
    const user = userEvent.setup();
    render(<TicketCheckout i18n={en} page={page} path="/ticket/9.html" />);
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list: 早鸟' }));
    await waitFor(() => {
      expect(screen.getByText('Tickets of this tier are available again: choose it and order.')).toBeTruthy();
    });
  });

  it('asks a visitor without a session to log in first', async () => {
    document.cookie = 'access_token=; path=/; max-age=0';
    render(<TicketCheckout i18n={zh} page={page} path="/ticket/9.html" />);
    const link = await screen.findByRole('link', { name: '登录后加入候补' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Fticket%2F9.html');
    expect(screen.queryByRole('button', { name: /加入候补/ })).toBeNull();
  });

  it('is not offered once the fair has ended', async () => {
    const ended: TicketPageData = {
      ...page,
      exhibition: { ...page.exhibition, startDate: '2020-01-01', endDate: '2020-01-03' },
    };
    render(<TicketCheckout i18n={zh} page={ended} path="/ticket/9.html" />);
    await screen.findByText('售票已结束');
    expect(screen.queryByRole('button', { name: /加入候补/ })).toBeNull();
  });
});

describe('the hold on the pay step', () => {
  const order = (status: string, holdExpiresIn: number | null) => ({
    orderType: 'ticket',
    orderNo: 'T20261125020000123456',
    status,
    payKind: 1,
    amountMinor: 4500,
    currency: 'CNY',
    contact: { name: '王伟', phone: '13800000001', email: null },
    title: '上海国际展',
    createdAt: '2026-11-25T02:00:00.000Z',
    paidAt: null,
    ticket: {
      exhibitionId: 9,
      ticketId: 1,
      tierId: 11,
      quantity: 1,
      unitPriceMinor: 4500,
      visitorIds: [],
      checkInCode: null,
      holdExpiresAt: holdExpiresIn === null ? null : '2026-11-25T02:15:00.000Z',
      holdExpiresIn,
    },
  });

  it('counts the hold down and, when it ends, says the tickets went back instead of offering to pay', async () => {
    server.route('GET', '/api/orders/T20261125020000123456', (_hit, response) => {
      sendEnvelope(response, 1, order('pending', 2));
    });
    render(<PaymentChooser i18n={zh} orderNo="T20261125020000123456" />);
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/门票为您保留中，剩余 0:0[12]/);
    expect(screen.getByRole('button', { name: /支付/ })).toBeTruthy();
    await waitFor(
      () => {
        expect(screen.getByTestId('pay-settled').textContent).toContain('门票的 15 分钟保留时间已过且未付款');
      },
      { timeout: 4000 },
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: /支付/ })).toBeNull();
    expect(screen.getByRole('link', { name: '重新选择门票' }).getAttribute('href')).toBe('/ticket/9.html');
  });

  it('says so at once for an order the API already expired', async () => {
    server.route('GET', '/api/orders/T20261125020000123456', (_hit, response) => {
      sendEnvelope(response, 1, order('expired', null));
    });
    render(<PaymentChooser i18n={en} orderNo="T20261125020000123456" />);
    await waitFor(() => {
      expect(screen.getByTestId('pay-settled').textContent).toContain(
        'The 15-minute hold on these tickets ended before payment',
      );
    });
  });
});
