// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  FOLLOW_BUTTON_MESSAGE_PREFIXES,
  FollowButton,
} from '../../../../src/islands/follow/FollowButton.tsx';
import { ETICKET_MESSAGE_PREFIXES, ETicket } from '../../../../src/islands/manager/ETicket.tsx';
import { VISITOR_FORM_MESSAGE_PREFIXES, VisitorForm } from '../../../../src/islands/manager/VisitorForm.tsx';
import { VISITOR_LIST_MESSAGE_PREFIXES, VisitorList } from '../../../../src/islands/manager/VisitorList.tsx';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { $activeDialog, closeDialog } from '../../../../src/lib/stores/dialogs.ts';
import { delay, sendEnvelope, sendJson } from '../../../../tests/support/api-test-server.ts';
import { hydrateServerRender, useMemberBrowser } from '../../../../tests/support/island-browser.ts';

// The management islands with their real API client against a real local HTTP server: what is
// under test is the island (validation, announcements, in-flight state, failure handling).

const visitor = {
  id: 11,
  name: '王伟',
  phone: '13800000001',
  email: null,
  company: '上海华信科技',
  position: '采购经理',
  idType: 'id-card',
  idNumber: '310101199001011234',
  createdAt: '2026-11-21T00:00:00.000Z',
};

const { server } = useMemberBrowser({ path: '/manager/visitor-edit' });

const zh = islandMessages('zh', VISITOR_FORM_MESSAGE_PREFIXES);

async function fillValidVisitor(): Promise<void> {
  await userEvent.type(screen.getByRole('textbox', { name: /姓名/ }), '赵敏');
  await userEvent.type(screen.getByRole('textbox', { name: /手机号/ }), '13912345678');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /证件类型/ }), 'passport');
  await userEvent.type(screen.getByRole('textbox', { name: /证件号码/ }), 'E12345678');
}

describe('VisitorForm', () => {
  it('refuses invalid input before sending anything: errors in Chinese, tied to their fields, first one focused', async () => {
    render(<VisitorForm i18n={zh} />);
    await userEvent.type(screen.getByRole('textbox', { name: /手机号/ }), '123');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert').textContent).toBe('请修正标出的 3 处错误');
    const name = screen.getByRole('textbox', { name: /姓名/ });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '请填写此项',
    );
    const phone = screen.getByRole('textbox', { name: /手机号/ });
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '请输入正确的手机号（先选国家或地区）',
    );
    await waitFor(() => {
      expect(document.activeElement).toBe(name);
    });
    expect(server.hits).toHaveLength(0);
  });

  it('speaks English in the English locale', async () => {
    render(<VisitorForm i18n={islandMessages('en', VISITOR_FORM_MESSAGE_PREFIXES)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Please correct the 3 marked field(s)');
    expect(screen.getByRole('textbox', { name: /Mobile phone/ })).toBeTruthy();
  });

  it('disables submit while in flight, sends the checked body and announces the result', async () => {
    server.route('POST', '/api/manager/visitors', async (_request, response) => {
      await delay(150);
      sendEnvelope(response, 1, {
        ...visitor,
        id: 21,
        name: '赵敏',
        phone: '+8613912345678',
        idType: 'passport',
        idNumber: 'E12345678',
        company: '',
        position: '',
      });
    });
    render(<VisitorForm i18n={zh} />);
    await fillValidVisitor();
    const submit = screen.getByRole('button', { name: '保存' });
    await userEvent.click(submit);
    expect(screen.getByRole('button', { name: '正在保存…' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('参观人已添加');
    });
    expect(JSON.parse(server.hitsOf('/api/manager/visitors')[0]?.body ?? '{}')).toEqual({
      name: '赵敏',
      phone: '+8613912345678',
      company: '',
      position: '',
      idType: 'passport',
      idNumber: 'E12345678',
    });
    expect(location.pathname).toBe('/manager/visitor-edit/21');
    expect(screen.getByRole('button', { name: '保存' }).hasAttribute('disabled')).toBe(false);
  });

  it('keeps every value and says what happened when the API fails', async () => {
    server.route('POST', '/api/manager/visitors', (_request, response) => {
      sendJson(response, 409, {
        code: 0,
        data: null,
        message: 'at most 50 visitors',
        errorMessage: 'at most 50 visitors',
      });
    });
    render(<VisitorForm i18n={zh} />);
    await fillValidVisitor();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe(
        '提交失败：at most 50 visitors。已填写的内容已保留，可以修改后重试。',
      );
    });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /姓名/ }).value).toBe('赵敏');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /证件号码/ }).value).toBe('E12345678');
    expect(screen.getByRole('button', { name: '保存' }).hasAttribute('disabled')).toBe(false);
  });

  it("refuses another user's visitor id and shows no form", async () => {
    server.route('GET', '/api/manager/visitors/99', (_request, response) => {
      sendJson(response, 404, {
        code: 0,
        data: null,
        message: 'visitor 99 not found',
        errorMessage: 'visitor 99 not found',
      });
    });
    render(<VisitorForm i18n={zh} visitorId={99} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      '找不到该参观人，或该参观人不属于你的账号。',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('edits a visitor of mine with its saved values and PUTs the change', async () => {
    server.route('GET', '/api/manager/visitors/11', (_request, response) => {
      sendEnvelope(response, 1, visitor);
    });
    server.route('PUT', '/api/manager/visitors/11', (request, response) => {
      sendEnvelope(response, 1, { ...visitor, ...(JSON.parse(request.body) as object) });
    });
    render(<VisitorForm i18n={zh} visitorId={11} />);
    const company = await screen.findByRole('textbox', { name: /公司/ });
    expect((company as HTMLInputElement).value).toBe('上海华信科技');
    await userEvent.clear(company);
    await userEvent.type(company, '华信国际');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('参观人已保存');
    });
    expect(JSON.parse(server.hitsOf('/api/manager/visitors/11')[1]?.body ?? '{}')).toMatchObject({
      company: '华信国际',
    });
  });
});

describe('VisitorList', () => {
  it('deletes only after the confirm dialog resolves; cancel and close keep the visitor', async () => {
    server.route('GET', '/api/manager/visitors', (_request, response) => {
      sendEnvelope(response, 1, [visitor]);
    });
    server.route('DELETE', '/api/manager/visitors/11', (_request, response) => {
      sendEnvelope(response, 1, null);
    });
    render(<VisitorList i18n={islandMessages('zh', VISITOR_LIST_MESSAGE_PREFIXES)} />);
    const remove = await screen.findByRole('button', { name: '删除 王伟' });
    for (const action of ['cancel', 'close'] as const) {
      await userEvent.click(remove);
      const dialog = $activeDialog.get();
      expect(dialog).toMatchObject({
        kind: 'confirm',
        title: '确认删除',
        message: '确定删除参观人“王伟”吗？',
      });
      act(() => {
        closeDialog(dialog?.id ?? 0, action);
      });
      await delay(20);
      expect(server.hitsOf('/api/manager/visitors/11')).toHaveLength(0);
    }
    await userEvent.click(remove);
    act(() => {
      closeDialog($activeDialog.get()?.id ?? 0, 'confirm');
    });
    await waitFor(() => {
      expect(screen.getByText('暂无数据')).toBeTruthy();
    });
    expect(server.hitsOf('/api/manager/visitors/11')[0]?.method).toBe('DELETE');
  });
});

describe('FollowButton', () => {
  const i18n = islandMessages('zh', FOLLOW_BUTTON_MESSAGE_PREFIXES);
  const props = {
    i18n,
    targetType: 'company' as const,
    targetId: 3,
    loginHref: '/login?redirect=%2Fcompany%2F3.html',
  };

  it('server-renders the same login link for everyone', () => {
    const html = renderToString(<FollowButton {...props} />);
    expect(html).toContain('href="/login?redirect=%2Fcompany%2F3.html"');
    expect(html).toContain('关注');
    expect(html).not.toContain('aria-pressed');
  });

  it('hydrates without mismatch, learns the state from the API and toggles it', async () => {
    server.route('GET', '/api/manager/follows', (_request, response) => {
      sendEnvelope(response, 1, {
        records: [
          {
            targetType: 'company',
            targetId: 3,
            createdAt: '2026-11-21T00:00:00Z',
            target: { id: 3, name: 'ACME' },
          },
        ],
        pageNum: 1,
        pageSize: 100,
        total: 1,
      });
    });
    server.route('DELETE', '/api/manager/follows/company/3', (_request, response) => {
      sendEnvelope(response, 1, { targetType: 'company', targetId: 3, following: false });
    });
    const { container, errors } = await hydrateServerRender(<FollowButton {...props} />);
    expect(errors).not.toHaveBeenCalled();
    const button = await within(container).findByRole('button', { name: '关注' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('已关注');
    await userEvent.click(button);
    await waitFor(() => {
      expect(within(container).getByRole('button', { name: '关注' }).getAttribute('aria-pressed')).toBe(
        'false',
      );
    });
    expect(server.hitsOf('/api/manager/follows')[0]?.headers.authorization).toContain('tok-unit');
    container.remove();
  });
});

describe('ETicket', () => {
  const paidOrder = {
    orderType: 'ticket',
    orderNo: 'T20261121144100123456',
    status: 'paid',
    payKind: 1,
    amountMinor: 1234500,
    currency: 'CNY',
    contact: { name: '张三', phone: '13800000001', email: null },
    title: '中国国际进口博览会',
    createdAt: '2026-11-21T06:41:00.000Z',
    paidAt: '2026-11-21T06:45:00.000Z',
    ticket: {
      exhibitionId: 1,
      ticketId: 2,
      tierId: 3,
      quantity: 2,
      unitPriceMinor: 617250,
      visitorIds: [],
      checkInCode: 'c0ffee-secret',
      ticketCodes: [1, 2].map((n) => `EXPOTICKET:2:T20261121144100123456:1:${String(n)}:${'c'.repeat(22)}`),
    },
  };

  it('shows the code of a paid order with its details and a print button', async () => {
    server.route('GET', `/api/orders/${paidOrder.orderNo}`, (_request, response) => {
      sendEnvelope(response, 1, paidOrder);
    });
    render(<ETicket i18n={islandMessages('en', ETICKET_MESSAGE_PREFIXES)} orderNo={paidOrder.orderNo} />);
    const code = await screen.findByRole('img', { name: 'E-ticket QR code: show it at the entrance' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.getAttribute('data-qr-content')).toBe(
      `EXPOTICKET:2:T20261121144100123456:1:1:${'c'.repeat(22)}`,
    );
    // Each ticket of the order has its own code.
    expect(screen.getByRole('img', { name: 'Ticket 2 of 2' }).getAttribute('data-qr-content')).toBe(
      `EXPOTICKET:2:T20261121144100123456:1:2:${'c'.repeat(22)}`,
    );
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const ticket = screen.getByTestId('eticket');
    expect(within(ticket).getByRole('heading', { name: '中国国际进口博览会' })).toBeTruthy();
    expect(ticket.textContent).toContain('¥12,345.00');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await userEvent.setup().click(within(ticket).getByRole('button', { name: 'Print the e-ticket' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows no code for an unpaid order, and the way to pay', async () => {
    server.route('GET', `/api/orders/${paidOrder.orderNo}`, (_request, response) => {
      sendEnvelope(response, 1, {
        ...paidOrder,
        status: 'pending',
        paidAt: null,
        ticket: { ...paidOrder.ticket, checkInCode: null, ticketCodes: null },
      });
    });
    render(<ETicket i18n={islandMessages('zh', ETICKET_MESSAGE_PREFIXES)} orderNo={paidOrder.orderNo} />);
    expect((await screen.findByTestId('eticket-unavailable')).textContent).toContain('订单支付后即可查看');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: '去支付' }).getAttribute('href')).toBe(
      '/payment?orderNo=T20261121144100123456',
    );
  });
});
