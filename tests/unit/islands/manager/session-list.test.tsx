// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionList, SESSION_LIST_MESSAGE_PREFIXES } from '../../../../src/islands/manager/SessionList.tsx';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { $activeDialog, closeDialog } from '../../../../src/lib/stores/dialogs.ts';
import { $toasts } from '../../../../src/lib/stores/toast.ts';
import { sendEnvelope, sendJson } from '../../../../tests/support/api-test-server.ts';
import { useMemberBrowser } from '../../../../tests/support/island-browser.ts';

// /manager/sessions against a real HTTP server on loopback: my logins, the current one marked,
// ending one after the confirm dialog, ending all others, and the failed and empty states.

const { server } = useMemberBrowser({ path: '/manager/sessions' });

const here = {
  id: 7,
  createdAt: '2026-11-21T01:05:00.000Z',
  lastUsedAt: '2026-11-21T02:30:00.000Z',
  userAgent: 'Chrome 120, Linux',
  address: '203.0.113.7',
  current: true,
};
const phone = {
  id: 3,
  createdAt: '2026-11-20T00:00:00.000Z',
  lastUsedAt: '2026-11-20T12:00:00.000Z',
  userAgent: 'Safari 17, iOS',
  address: '198.51.100.2',
  current: false,
};
const unknown = { ...phone, id: 4, userAgent: '' };

const zh = islandMessages('zh', SESSION_LIST_MESSAGE_PREFIXES);
const en = islandMessages('en', SESSION_LIST_MESSAGE_PREFIXES);

function confirmDialog(): void {
  act(() => {
    closeDialog($activeDialog.get()?.id ?? 0, 'confirm');
  });
}

describe('SessionList', () => {
  it('lists every session with device, address and times in the page language, the current one marked', async () => {
    server.route('GET', '/api/manager/sessions', (_hit, response) => {
      sendEnvelope(response, 1, [here, phone, unknown]);
    });
    render(<SessionList i18n={en} />);
    const table = await screen.findByTestId('session-list');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Chrome 120, Linux');
    expect(rows[0]?.textContent).toContain('This device');
    expect(rows[0]?.textContent).toContain('Nov 21, 2026 09:05');
    expect(rows[0]?.textContent).toContain('Nov 21, 2026 10:30');
    expect(rows[1]?.textContent).toContain('198.51.100.2');
    expect(rows[1]?.textContent).not.toContain('This device');
    expect(rows[2]?.textContent).toContain('Unknown browser');
    expect(screen.getByRole('button', { name: 'Log out Chrome 120, Linux' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End session Safari 17, iOS' })).toBeTruthy();
  });

  it('ends another session only after the confirm dialog, then drops its row', async () => {
    server.route('GET', '/api/manager/sessions', (_hit, response) => {
      sendEnvelope(response, 1, [here, phone]);
    });
    server.route('DELETE', '/api/manager/sessions/3', (_hit, response) => {
      sendEnvelope(response, 1, null);
    });
    render(<SessionList i18n={zh} />);
    await userEvent.click(await screen.findByRole('button', { name: '结束会话 Safari 17, iOS' }));
    expect($activeDialog.get()).toMatchObject({
      title: '结束此会话？',
      message: 'Safari 17, iOS 将退出登录。',
    });
    act(() => {
      closeDialog($activeDialog.get()?.id ?? 0, 'cancel');
    });
    expect(server.hitsOf('/api/manager/sessions/3')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '结束会话 Safari 17, iOS' }));
    confirmDialog();
    await waitFor(() => {
      expect(screen.getByText('没有其他设备登录。')).toBeTruthy();
    });
    expect(server.hitsOf('/api/manager/sessions/3')[0]?.method).toBe('DELETE');
    expect(screen.queryByText('Safari 17, iOS')).toBeNull();
    expect($toasts.get().map((toast) => toast.message)).toContain('会话已结束');
  });

  it('logs out every other device at once and keeps this one', async () => {
    server.route('GET', '/api/manager/sessions', (_hit, response) => {
      sendEnvelope(response, 1, [here, phone, unknown]);
    });
    server.route('DELETE', '/api/manager/sessions', (_hit, response) => {
      sendEnvelope(response, 1, { revoked: 2 });
    });
    render(<SessionList i18n={en} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out all other devices' }));
    expect($activeDialog.get()?.message).toBe('All 2 other device(s) will be logged out.');
    confirmDialog();
    await waitFor(() => {
      expect(within(screen.getByTestId('session-list')).getAllByRole('row')).toHaveLength(2);
    });
    expect(server.hitsOf('/api/manager/sessions').filter((hit) => hit.method === 'DELETE')).toHaveLength(1);
    expect($toasts.get().map((toast) => toast.message)).toContain('2 other session(s) ended');
  });

  it('says what failed in the page language and loads again on retry; an empty answer shows the empty notice', async () => {
    let fail = true;
    server.route('GET', '/api/manager/sessions', (_hit, response) => {
      if (fail) sendJson(response, 500, { code: 0, data: null, message: 'boom', errorMessage: 'boom' });
      else sendEnvelope(response, 1, []);
    });
    render(<SessionList i18n={zh} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('重试');
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByTestId('mgr-empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '退出其他所有设备' })).toBeNull();
  });
});
