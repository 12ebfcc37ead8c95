// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  PERIODICAL_REQUEST_MESSAGE_PREFIXES,
  PeriodicalRequest,
} from '../../../../src/islands/periodical/PeriodicalRequest.tsx';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { OBSERVABILITY_CONFIG_ID } from '../../../../src/lib/observability/page-config.ts';
import { resetTrackingForTests } from '../../../../src/lib/observability/tracking.ts';
import { delay, sendEnvelope } from '../../../../tests/support/api-test-server.ts';
import { hydrateServerRender, useMemberBrowser } from '../../../../tests/support/island-browser.ts';

// The periodical request island with its real API client against a real local HTTP server.

const { server } = useMemberBrowser({ path: '/periodical/4.html' });

const props = {
  i18n: islandMessages('zh', PERIODICAL_REQUEST_MESSAGE_PREFIXES),
  periodicalId: 4,
  loginHref: '/login?redirect=%2Fperiodical%2F4.html',
};
const address = '上海市浦东新区世纪大道 100 号 张三 13800000000';

async function openForm(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: '申请会刊' }));
  return screen.getByRole('textbox', { name: '邮寄地址' });
}

describe('PeriodicalRequest', () => {
  it('server-renders a login link back to the page and nothing else', () => {
    const html = renderToString(<PeriodicalRequest {...props} />);
    expect(html).toContain('href="/login?redirect=%2Fperiodical%2F4.html"');
    expect(html).toContain('申请会刊');
    expect(html).not.toContain('<form');
  });

  it('hydrates without mismatch into a button when a session exists', async () => {
    const { container, errors } = await hydrateServerRender(<PeriodicalRequest {...props} />);
    expect(errors).not.toHaveBeenCalled();
    const button = await within(container).findByRole('button', { name: '申请会刊' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    container.remove();
  });

  it('sends the body with an Idempotency-Key, disables submit in flight and links to my requests', async () => {
    server.route('POST', '/api/manager/periodicals', async (_request, response) => {
      await delay(150);
      sendEnvelope(response, 1, {
        id: 9,
        periodical: { id: 4, name: '会刊' },
        address,
        status: 'pending',
        createdAt: '2026-11-21T00:00:00.000Z',
      });
    });
    render(<PeriodicalRequest {...props} />);
    await userEvent.type(await openForm(), `  ${address} `);
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByRole('button', { name: '正在提交…' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toContain('会刊申请已提交');
    });
    const [hit] = server.hitsOf('/api/manager/periodicals');
    expect(JSON.parse(hit?.body ?? '{}')).toEqual({ periodicalId: 4, address });
    expect(hit?.headers['idempotency-key']).toMatch(/.{8,}/);
    expect(hit?.headers.authorization).toContain('tok-unit');
    expect(screen.getByRole('link', { name: '查看我的会刊申请' }).getAttribute('href')).toBe(
      '/manager/periodical-my',
    );
  });

  it('refuses a too-short address with an announced message and sends nothing', async () => {
    render(<PeriodicalRequest {...props} />);
    const field = await openForm();
    await userEvent.type(field, '上海');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByRole('alert').textContent).toBe('地址至少 5 个字');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '地址至少 5 个字',
    );
    await waitFor(() => {
      expect(document.activeElement).toBe(field);
    });
    expect(server.hits).toHaveLength(0);
  });

  it('keeps the typed address and names the API message when the request fails; a retry reuses the key', async () => {
    server.route('POST', '/api/manager/periodicals', (_request, response, attempt) => {
      if (attempt === 1) sendEnvelope(response, 0, null, { message: '会刊已停止申请' });
      else
        sendEnvelope(response, 1, {
          id: 10,
          periodical: { id: 4, name: '会刊' },
          address,
          status: 'pending',
          createdAt: '2026-11-21T00:00:00.000Z',
        });
    });
    render(<PeriodicalRequest {...props} />);
    const field = await openForm();
    await userEvent.type(field, address);
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('会刊已停止申请');
    });
    expect((field as HTMLTextAreaElement).value).toBe(address);
    expect(screen.getByRole('button', { name: '提交申请' }).hasAttribute('disabled')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toContain('会刊申请已提交');
    });
    const [first, second] = server.hitsOf('/api/manager/periodicals');
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('tracks applyPeriodical when the form opens and submitPeriodical once the request exists', async () => {
    // The page's settings name the collector. jsdom has no sendBeacon (and Node's fetch cannot send
    // jsdom's Blob), so the beacon is stood in for by a real POST of the blob's text to the server.
    const settings = document.createElement('script');
    settings.type = 'application/json';
    settings.id = OBSERVABILITY_CONFIG_ID;
    settings.textContent = JSON.stringify({ trackingUrl: `${server.origin}/collect` });
    document.body.append(settings);
    resetTrackingForTests();
    const beacon = vi.fn((url: string | URL, data?: BodyInit | null): boolean => {
      void (data as Blob).text().then((body) => fetch(url, { method: 'POST', body }));
      return true;
    });
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const events: string[] = [];
    server.route('POST', '/collect', (request, response) => {
      const sent = JSON.parse(request.body) as {
        events: { name: string; props: { periodicalId: number } }[];
      };
      for (const event of sent.events) events.push(`${event.name}:${String(event.props.periodicalId)}`);
      sendEnvelope(response, 1);
    });
    server.route('POST', '/api/manager/periodicals', (_request, response) => {
      sendEnvelope(response, 1, {
        id: 11,
        periodical: { id: 4, name: '会刊' },
        address,
        status: 'pending',
        createdAt: '2026-11-21T00:00:00.000Z',
      });
    });
    try {
      render(<PeriodicalRequest {...props} />);
      await userEvent.type(await openForm(), address);
      await waitFor(() => {
        expect(events).toEqual(['pc_apply_periodical:4']);
      });
      await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
      await waitFor(() => {
        expect(events).toEqual(['pc_apply_periodical:4', 'pc_submit_periodical:4']);
      });
    } finally {
      settings.remove();
      Reflect.deleteProperty(navigator, 'sendBeacon');
      resetTrackingForTests();
    }
  });

  it('speaks English in the English locale', async () => {
    render(<PeriodicalRequest {...props} i18n={islandMessages('en', PERIODICAL_REQUEST_MESSAGE_PREFIXES)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a copy' }));
    expect(screen.getByRole('textbox', { name: 'Postal address' })).toBeTruthy();
  });
});
