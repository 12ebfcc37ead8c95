// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessageList, MESSAGE_LIST_MESSAGE_PREFIXES } from '../../../../src/islands/manager/MessageList.tsx';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { $activeDialog, closeDialog } from '../../../../src/lib/stores/dialogs.ts';
import { sendEnvelope } from '../../../../tests/support/api-test-server.ts';
import { useMemberBrowser } from '../../../../tests/support/island-browser.ts';

// /manager/messages against a real HTTP server on loopback: the member's waiting lists (with
// leaving) and the in-site message that tickets are held, with its pay link.

const { server } = useMemberBrowser({ token: 'tok-unit-1' });

const waiting = {
  id: 5,
  tierId: 11,
  exhibition: { id: 9, name: 'Shanghai Expo' },
  ticketName: 'Standard',
  tierName: 'Early bird',
  quantity: 2,
  status: 'waiting',
  position: 3,
  joinedAt: '2026-11-25T02:00:00.000Z',
  offeredAt: null,
  orderNo: null,
};
const offered = {
  ...waiting,
  id: 6,
  tierId: 12,
  tierName: 'VIP',
  status: 'offered',
  position: null,
  orderNo: 'T20261125020000123456',
};
const message = {
  id: 1,
  kind: 'waitlist-hold',
  createdAt: '2026-11-25T02:00:00.000Z',
  orderNo: 'T20261125020000123456',
  exhibition: { id: 9, name: 'Shanghai Expo' },
  ticketName: 'Standard',
  tierName: 'VIP',
  quantity: 2,
  holdExpiresAt: '2026-11-25T02:15:00.000Z',
  orderStatus: 'pending',
};

describe('MessageList', () => {
  it('shows my place in line, the held order and the message with its pay link; leaving asks first', async () => {
    server.route('GET', '/api/manager/waiting-list', (_hit, response) => {
      sendEnvelope(response, 1, [waiting, offered]);
    });
    server.route('GET', '/api/manager/messages', (_hit, response) => {
      sendEnvelope(response, 1, { records: [message], pageNum: 1, pageSize: 10, total: 1 });
    });
    server.route('DELETE', '/api/manager/waiting-list/5', (_hit, response) => {
      sendEnvelope(response, 1, null);
    });
    render(<MessageList i18n={islandMessages('en', MESSAGE_LIST_MESSAGE_PREFIXES)} page={1} />);
    expect(await screen.findByText('Number 3 in line')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Tickets held for you: order T20261125020000123456' })
        .getAttribute('href'),
    ).toBe('/payment?orderNo=T20261125020000123456');
    expect(
      await screen.findByText(
        '2 × Standard (VIP) for Shanghai Expo came back and are held for you until Nov 25, 2026 10:15 (China time).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/payment?orderNo=T20261125020000123456',
    );
    expect(screen.getByText(/Awaiting payment/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Leave Shanghai Expo Early bird' }));
    expect($activeDialog.get()?.message).toBe('Leave the waiting list for Shanghai Expo Early bird?');
    act(() => {
      closeDialog($activeDialog.get()?.id ?? 0, 'confirm');
    });
    await waitFor(() => {
      expect(screen.queryByText('Number 3 in line')).toBeNull();
    });
    expect(server.hitsOf('/api/manager/waiting-list/5')[0]?.method).toBe('DELETE');
  });

  it('says so when there is no waiting list and no message', async () => {
    server.route('GET', '/api/manager/waiting-list', (_hit, response) => {
      sendEnvelope(response, 1, []);
    });
    server.route('GET', '/api/manager/messages', (_hit, response) => {
      sendEnvelope(response, 1, { records: [], pageNum: 1, pageSize: 10, total: 0 });
    });
    render(<MessageList i18n={islandMessages('zh', MESSAGE_LIST_MESSAGE_PREFIXES)} page={1} />);
    expect(await screen.findByText('您暂未加入任何候补。')).toBeTruthy();
    // The empty messages say what would appear here, then the next step.
    const empty = await screen.findByTestId('mgr-empty');
    expect(empty.textContent).toContain('您候补的门票有空余时，会在这里通知您。');
    expect(empty.querySelector('a[href="/exhibition/"]')).not.toBeNull();
    expect(screen.queryByText('暂无数据')).toBeNull();
    // No "0 in all" under the empty state.
    expect(screen.queryByText('共 0 条')).toBeNull();
  });
});
