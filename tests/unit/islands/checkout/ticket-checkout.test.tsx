// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_MESSAGE_PREFIXES,
  TicketCheckout,
} from '../../../../src/islands/checkout/TicketCheckout.tsx';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { readAccessToken } from '../../../../src/lib/stores/session-cookies.ts';
import { delay, sendEnvelope, sendJson } from '../../../../tests/support/api-test-server.ts';
import { useMemberBrowser } from '../../../../tests/support/island-browser.ts';
import { ticketPage } from '../../../../tests/support/ticket-page.ts';

// The ticket island against a real HTTP server on loopback: what it sends, and what the user
// sees when the API refuses or the session ends.

const page = ticketPage({
  startDate: '2026-12-01',
  endDate: '2026-12-03',
  saleEnd: '2026-12-31',
  tiers: [{ id: 11, name: '早鸟', priceMinor: 4500, currency: 'CNY', remaining: 40 }],
});
const messages = islandMessages('zh', CHECKOUT_MESSAGE_PREFIXES);
const { server, loginTargets } = useMemberBrowser({ path: '/ticket/9.html', token: 'tok-unit-1' });

beforeEach(() => {
  sessionStorage.clear();
  server.route('GET', '/api/manager/visitors', (_hit, response) => {
    sendEnvelope(response, 1, []);
  });
});

const button = (element: HTMLElement) => element as HTMLButtonElement;
const input = (element: HTMLElement) => element as HTMLInputElement;
/** The text of the elements an input's aria-describedby names. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function fillForm(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  render(<TicketCheckout i18n={messages} page={page} path="/ticket/9.html" />);
  await waitFor(() => {
    expect(button(screen.getByRole('button', { name: '提交订单' })).disabled).toBe(false);
  });
  const quantity = screen.getByLabelText('数量');
  await user.clear(quantity);
  await user.type(quantity, '3');
  await user.type(screen.getByLabelText('联系人姓名'), '王小明');
  await user.type(screen.getByLabelText('手机号'), '13912345678');
  await user.type(screen.getByLabelText('邮箱（选填）'), 'buyer@expo.example');
}

describe('TicketCheckout', () => {
  it('sends one order for two quick submits and keeps the values when the API refuses', async () => {
    server.route('POST', '/api/orders/tickets', async (_hit, response) => {
      await delay(150);
      sendJson(response, 409, { code: 0, data: null, message: 'only 2 tickets left in this tier' });
    });
    const user = userEvent.setup();
    await fillForm(user);
    const submit = screen.getByRole('button', { name: '提交订单' });
    await user.click(submit);
    await user.click(submit);
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('库存不足：最多还可购买 2 张');
    });
    const hits = server.hitsOf('/api/orders/tickets');
    expect(hits).toHaveLength(1);
    expect(hits[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(hits[0]?.body ?? '{}')).toEqual({
      tierId: 11,
      quantity: 3,
      contact: { name: '王小明', phone: '+8613912345678', email: 'buyer@expo.example' },
    });
    expect(input(screen.getByLabelText('联系人姓名')).value).toBe('王小明');
    expect(button(screen.getByRole('button', { name: '提交订单' })).disabled).toBe(false);
  });

  it('sends the same idempotency key again when the user retries the same order', async () => {
    server.route('POST', '/api/orders/tickets', (_hit, response) => {
      sendJson(response, 409, {
        code: 0,
        data: null,
        message: 'tickets are on sale from 2026-01-01 to 2026-01-02',
      });
    });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('该票种当前不在售票时间内。');
    });
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => {
      expect(server.hitsOf('/api/orders/tickets')).toHaveLength(2);
    });
    const [first, second] = server.hitsOf('/api/orders/tickets');
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('shows the e-mail rule message under the field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<TicketCheckout i18n={messages} page={page} path="/ticket/9.html" />);
    await waitFor(() => {
      expect(button(screen.getByRole('button', { name: '提交订单' })).disabled).toBe(false);
    });
    await user.type(screen.getByLabelText('邮箱（选填）'), 'buyer@expo.c');
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    expect(description(screen.getByLabelText('邮箱（选填）'))).toBe('请输入正确的邮箱');
    expect(screen.getByLabelText('邮箱（选填）').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('请更正标出的项目后再提交。');
    expect(server.hitsOf('/api/orders/tickets')).toHaveLength(0);
  });

  it('on a session-ending code clears the token, goes to login with this page as redirect and keeps a draft', async () => {
    server.route('POST', '/api/orders/tickets', (_hit, response) => {
      sendEnvelope(response, 111006, null, { message: 'not logged in' });
    });
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => {
      expect(loginTargets).toEqual(['/ticket/9.html']);
    });
    expect(readAccessToken()).toBeUndefined();
    expect(sessionStorage.getItem('checkout-draft:ticket:/ticket/9.html')).toContain('王小明');
    expect(screen.getByRole('alert').textContent).toContain('登录已过期');
  });
});
