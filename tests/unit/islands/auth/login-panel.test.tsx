// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allTasks } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoMember, demoPassword } from '../../../../api/seed/demo-accounts.ts';
import { LoginPanel } from '../../../../src/islands/auth/LoginPanel.tsx';
import { LOGIN_MESSAGE_PREFIXES } from '../../../../src/islands/auth/login-messages.ts';
import { WX_AUTO_REFRESHES } from '../../../../src/islands/auth/WechatLogin.tsx';
import type { ApiClient } from '../../../../src/lib/api/client.ts';
import { createAuthFormClient } from '../../../../src/lib/auth/form-client.ts';
import { islandMessages } from '../../../../src/lib/i18n/island.ts';
import { readAccessToken } from '../../../../src/lib/stores/session-cookies.ts';
import { $toasts, clearToasts } from '../../../../src/lib/stores/toast.ts';
import { $isLogin, $user, resetUserState } from '../../../../src/lib/stores/user-state.ts';
import { startAuthApiProcess, type AuthApiProcess } from '../../../../tests/support/auth-api-process.ts';

// The login panel against the real reference API (in-memory PGlite): every code the forms
// explain comes from the API's own rules, SMS codes from its dev outbox.

let api: AuthApiProcess;
// Password hashing makes logins take a few hundred ms, more on a busy machine (findBy waits up to
// 8 s: tests/unit/setup-async-timeout.ts).
vi.setConfig({ testTimeout: 30_000 });
let client: ApiClient;
let phoneSeq = 0;

beforeAll(async () => {
  api = await startAuthApiProcess();
  client = createAuthFormClient({ baseURL: api.url });
}, 120_000);
afterAll(async () => {
  await api.stop();
});

function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(async () => {
  clearCookies();
  resetUserState();
  // Each test's codes are sent a fresh minute later: the API allows one code a minute per phone.
  await api.advance(61_000);
});

/** Calls the API directly (setup and checks), with an optional token; T names the data's shape. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T only types the parsed JSON
async function call<T>(
  method: string,
  path: string,
  init: { body?: unknown; token?: string } = {},
): Promise<{ code: number; data: T }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token !== undefined) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers,
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  return (await response.json()) as { code: number; data: T };
}
afterEach(async () => {
  cleanup();
  await allTasks();
  clearToasts();
});

/** A phone no other test uses. */
function newPhone(): string {
  phoneSeq += 1;
  return `166${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq).padStart(2, '0')}`;
}

async function outboxCode(phone: string): Promise<string> {
  const { data } = await call<{ code: string }[]>(
    'GET',
    `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
  );
  const code = data[0]?.code;
  if (code === undefined) throw new Error(`no code for ${phone}`);
  return code;
}

function renderPanel(locale: 'zh' | 'en' = 'zh', redirect = '/exhibition/12.html') {
  const visits: string[] = [];
  const user = userEvent.setup();
  render(
    <LoginPanel
      i18n={islandMessages(locale, LOGIN_MESSAGE_PREFIXES)}
      variant="page"
      redirect={redirect}
      api={client}
      navigate={(url) => visits.push(url)}
      wechatPollMs={50}
    />,
  );
  return { visits, user };
}

async function sendCodeFor(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  phone: string,
): Promise<string> {
  await user.type(within(form).getByLabelText('手机号'), phone);
  await user.click(within(form).getByRole('button', { name: '获取验证码' }));
  await within(form).findByText(/验证码已发送/);
  return outboxCode(phone);
}

describe('LoginPanel: headings', () => {
  it('titles the login page with its one h1 and the modal with an h2 inside the page', () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('登录或注册');
    cleanup();
    render(
      <LoginPanel
        i18n={islandMessages('zh', LOGIN_MESSAGE_PREFIXES)}
        variant="modal"
        redirect="/"
        api={client}
        navigate={() => undefined}
      />,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('登录');
  });
});

describe('LoginPanel: password login', () => {
  it('logs in with a phone and password, stores the session and goes to the redirect', async () => {
    const { visits, user } = renderPanel();
    const form = screen.getByRole('form', { name: '密码登录' });
    await user.type(within(form).getByLabelText('手机号或邮箱'), demoMember(3).phone);
    await user.type(within(form).getByLabelText('密码'), demoPassword);
    await user.click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() => {
      expect(visits).toEqual(['/exhibition/12.html']);
    });
    expect(readAccessToken()).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect($isLogin.get()).toBe(true);
    expect($user.get()?.nickname).toBe(demoMember(3).nickname);
  });

  it('refuses a wrong password, keeps the values and re-enables the button', async () => {
    const { visits, user } = renderPanel();
    const form = screen.getByRole('form', { name: '密码登录' });
    await user.type(within(form).getByLabelText('手机号或邮箱'), demoMember(4).email);
    await user.type(within(form).getByLabelText('密码'), 'not-the-password1');
    const submit = within(form).getByRole('button', { name: '登录' });
    await user.click(submit);
    expect(within(form).getByRole('button', { name: '请稍候…' })).toHaveProperty('disabled', true);
    expect(await within(form).findByText('账号或密码错误')).toHaveProperty('parentElement', form);
    expect(within(form).getByRole('alert').textContent).toBe('账号或密码错误');
    expect(within(form).getByLabelText<HTMLInputElement>('手机号或邮箱').value).toBe(demoMember(4).email);
    expect(within(form).getByLabelText<HTMLInputElement>('密码').value).toBe('not-the-password1');
    expect(within(form).getByRole('button', { name: '登录' })).toHaveProperty('disabled', false);
    expect(visits).toEqual([]);
    // The form speaks for itself: no English server text in a toast.
    expect($toasts.get()).toEqual([]);
  });

  it('answers an unknown account like a wrong password, telling no one which it was', async () => {
    const { user } = renderPanel();
    const form = screen.getByRole('form', { name: '密码登录' });
    await user.type(within(form).getByLabelText('手机号或邮箱'), newPhone());
    await user.type(within(form).getByLabelText('密码'), 'whatever1');
    await user.click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe('账号或密码错误');
    });
  });

  it('explains a blacklisted login (111008) in the form instead of bouncing to /login', async () => {
    const blocked = demoMember(19);
    await api.block(blocked.phone);
    const { visits, user } = renderPanel();
    const form = screen.getByRole('form', { name: '密码登录' });
    await user.type(within(form).getByLabelText('手机号或邮箱'), blocked.phone);
    await user.type(within(form).getByLabelText('密码'), demoPassword);
    await user.click(within(form).getByRole('button', { name: '登录' }));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe('该账号已被禁用，请联系客服');
    });
    expect(visits).toEqual([]);
    expect(readAccessToken()).toBeUndefined();
  });

  it('validates before calling: the first invalid field takes focus and carries its error', async () => {
    const { user } = renderPanel();
    const form = screen.getByRole('form', { name: '密码登录' });
    const before = await call('GET', '/api/dev/sms-outbox');
    await user.click(within(form).getByRole('button', { name: '登录' }));
    const account = within(form).getByLabelText('手机号或邮箱');
    expect(document.activeElement).toBe(account);
    expect(account.getAttribute('aria-invalid')).toBe('true');
    const describedBy = account.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('请输入手机号或邮箱');
    expect(within(form).getByText('请输入密码')).toBeTruthy();
    expect(await call('GET', '/api/dev/sms-outbox')).toEqual(before);
  });

  it('speaks English for an English visitor', async () => {
    const { user } = renderPanel('en');
    const form = screen.getByRole('form', { name: 'Password' });
    await user.type(within(form).getByLabelText('Mobile number or e-mail'), demoMember(5).phone);
    await user.type(within(form).getByLabelText('Password'), 'wrong-pass1');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe('Wrong account or password');
    });
    await user.click(within(form).getByRole('button', { name: 'Show password' }));
    expect(within(form).getByLabelText<HTMLInputElement>('Password').type).toBe('text');
  });
});

describe('LoginPanel: SMS login and registration', () => {
  it('logs in (registering) a new phone by SMS code and counts down before a resend', async () => {
    const { visits, user } = renderPanel();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    const form = screen.getByRole('form', { name: '验证码登录' });
    const phone = newPhone();
    const code = await sendCodeFor(user, form, phone);
    expect(within(form).getByRole('button', { name: /秒后可重发/ })).toHaveProperty('disabled', true);
    expect(
      within(form).getByText(`验证码已发送至 ${phone.slice(0, 3)}****${phone.slice(7)}，5 分钟内有效`),
    ).toBeTruthy();
    await user.type(within(form).getByLabelText('短信验证码'), code);
    await user.click(within(form).getByRole('button', { name: '登录 / 注册' }));
    await waitFor(() => {
      expect(visits).toEqual(['/exhibition/12.html']);
    });
    // Stored as E.164, whatever was typed.
    expect($user.get()?.phone).toBe(`+86${phone}`);
  });

  it('refuses a wrong code (20008) and keeps what was typed', async () => {
    const { visits, user } = renderPanel();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    const form = screen.getByRole('form', { name: '验证码登录' });
    const phone = newPhone();
    const code = await sendCodeFor(user, form, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await user.type(within(form).getByLabelText('短信验证码'), wrong);
    await user.click(within(form).getByRole('button', { name: '登录 / 注册' }));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe('验证码错误或已过期，请重新获取');
    });
    expect(within(form).getByLabelText<HTMLInputElement>('短信验证码').value).toBe(wrong);
    expect(visits).toEqual([]);
  });

  it('refuses an expired code (older than 5 minutes) with the same clear message', async () => {
    const { visits, user } = renderPanel();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    const form = screen.getByRole('form', { name: '验证码登录' });
    const phone = newPhone();
    const code = await sendCodeFor(user, form, phone);
    await api.advance(5 * 60_000 + 1000);
    await user.type(within(form).getByLabelText('短信验证码'), code);
    await user.click(within(form).getByRole('button', { name: '登录 / 注册' }));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe('验证码错误或已过期，请重新获取');
    });
    expect(visits).toEqual([]);
  });

  it('registers with a password, then a taken phone (20003) cannot register again', async () => {
    const first = renderPanel();
    await first.user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => {
      expect(document.activeElement?.textContent).toBe('注册账号');
    });
    let form = screen.getByRole('form', { name: '注册账号' });
    const phone = newPhone();
    const code = await sendCodeFor(first.user, form, phone);
    await first.user.type(within(form).getByLabelText('短信验证码'), code);
    await first.user.type(within(form).getByLabelText('密码'), 'short');
    await first.user.click(within(form).getByRole('button', { name: '注册' }));
    expect(within(form).getByText('密码须为 8–64 位，并包含字母和数字')).toBeTruthy();
    await first.user.clear(within(form).getByLabelText('密码'));
    await first.user.type(within(form).getByLabelText('密码'), 'Expo2026pass');
    await first.user.click(within(form).getByRole('button', { name: '注册' }));
    await waitFor(() => {
      expect(first.visits).toEqual(['/exhibition/12.html']);
    });
    cleanup();
    clearCookies();
    resetUserState();

    const second = renderPanel();
    await second.user.click(screen.getByRole('button', { name: '注册' }));
    form = screen.getByRole('form', { name: '注册账号' });
    await second.user.type(within(form).getByLabelText('手机号'), phone);
    await second.user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe('该手机号已注册，请直接登录');
    });
  });

  it('says at once, when the phone field loses focus, that the phone already has an account (checkExist)', async () => {
    const checks: string[] = [];
    const original = client.get.bind(client);
    const spy = vi.spyOn(client, 'get').mockImplementation((path, options) => {
      if (path.startsWith('/api/user/checkExist/')) checks.push(path);
      return original(path, options);
    });
    try {
      for (const [locale, taken] of [
        ['zh', '该手机号已注册，请直接登录'],
        ['en', 'This number already has an account. Log in instead.'],
      ] as const) {
        const { user } = renderPanel(locale);
        await user.click(screen.getByRole('button', { name: locale === 'zh' ? '注册' : 'Register' }));
        const form = screen.getByRole('form', { name: locale === 'zh' ? '注册账号' : 'Create an account' });
        // The English panel registers by e-mail first; a phone is one choice away.
        if (locale === 'en') await user.click(within(form).getByRole('radio', { name: 'By mobile number' }));
        const phoneInput = within(form).getByLabelText(locale === 'zh' ? '手机号' : 'Mobile number');
        // A new number: no message. An invalid one is never asked about.
        await user.type(phoneInput, '123');
        await user.tab();
        await user.clear(phoneInput);
        await user.type(phoneInput, newPhone());
        await user.tab();
        await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
        expect(within(form).queryByText(taken)).toBeNull();
        // A registered member's number: the field says so without a submit, and keeps focus where the person went.
        await user.clear(phoneInput);
        await user.type(phoneInput, demoMember(5).phone);
        await user.tab();
        expect(await within(form).findByText(taken)).toBeTruthy();
        expect(phoneInput.getAttribute('aria-invalid')).toBe('true');
        expect(document.activeElement).not.toBe(phoneInput);
        // Editing the number clears it.
        await user.type(phoneInput, '{Backspace}');
        expect(within(form).queryByText(taken)).toBeNull();
        cleanup();
      }
      // Debounced and remembered: one call per distinct valid number, none for the invalid one.
      expect(checks.every((path) => !path.endsWith('/123'))).toBe(true);
      expect(checks.filter((path) => path.endsWith(encodeURIComponent(demoMember(5).phone)))).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('LoginPanel: forgot password', () => {
  it('resets the password by SMS code, then the new password logs in', async () => {
    const member = demoMember(7);
    const { visits, user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '忘记密码？' }));
    const form = screen.getByRole('form', { name: '重置密码' });
    const code = await sendCodeFor(user, form, member.phone);
    await user.type(within(form).getByLabelText('短信验证码'), code);
    await user.type(within(form).getByLabelText('新密码'), 'Renewed2026pass');
    await user.click(within(form).getByRole('button', { name: '重置密码' }));
    expect(await screen.findByText('密码已重置，请用新密码登录')).toBeTruthy();
    const login = screen.getByRole('form', { name: '密码登录' });
    await user.type(within(login).getByLabelText('手机号或邮箱'), member.phone);
    await user.type(within(login).getByLabelText('密码'), 'Renewed2026pass');
    await user.click(within(login).getByRole('button', { name: '登录' }));
    await waitFor(() => {
      expect(visits).toEqual(['/exhibition/12.html']);
    });
  });

  it('sends a reset code whatever the phone, and says there is no account only with the right code', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: '忘记密码？' }));
    const form = screen.getByRole('form', { name: '重置密码' });
    const phone = newPhone();
    const code = await sendCodeFor(user, form, phone);
    expect(within(form).getByRole('status').textContent).toMatch(/^如果 .+ 已注册账号，验证码已发送/);
    await user.type(within(form).getByLabelText('短信验证码'), code);
    await user.type(within(form).getByLabelText('新密码'), 'Renewed2026pass');
    await user.click(within(form).getByRole('button', { name: '重置密码' }));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe('该账号不存在，请先注册');
    });
  });
});

describe('LoginPanel: WeChat login and phone binding', () => {
  async function scanNextTicket(): Promise<void> {
    const link = await screen.findByRole('link', { name: '在微信中打开' });
    const ticket = link.getAttribute('data-ticket') ?? '';
    const scanned = await call('POST', `/api/dev/wx-scan/${ticket}`);
    expect(scanned.code).toBe(1);
  }

  it('polls until scanned and offers binding; the bound phone joins the user store', async () => {
    const { visits, user } = renderPanel();
    await user.click(screen.getByRole('tab', { name: '微信扫码' }));
    expect(await screen.findByText('等待扫码…')).toBeTruthy();
    await scanNextTicket();
    const form = await screen.findByRole('form', { name: '绑定手机号' });
    expect(readAccessToken()).toBeDefined();
    const phone = newPhone();
    const code = await sendCodeFor(user, form, phone);
    await user.type(within(form).getByLabelText('短信验证码'), code);
    await user.click(within(form).getByRole('button', { name: '绑定' }));
    await waitFor(() => {
      expect(visits).toEqual(['/exhibition/12.html']);
    });
    expect($user.get()?.phone).toBe(`+86${phone}`);
  });

  it('refuses a phone with an account (20013) once its code is given, not when the code is asked for', async () => {
    const { visits, user } = renderPanel();
    await user.click(screen.getByRole('tab', { name: '微信扫码' }));
    await scanNextTicket();
    const form = await screen.findByRole('form', { name: '绑定手机号' });
    const code = await sendCodeFor(user, form, demoMember(8).phone);
    await user.type(within(form).getByLabelText('短信验证码'), code);
    await user.click(within(form).getByRole('button', { name: '绑定' }));
    await waitFor(() => {
      expect(within(form).getByRole('alert').textContent).toBe('该手机号已绑定其他账号');
    });
    expect(visits).toEqual([]);
  });

  it('shows the login content as a QR code and replaces an expired code by itself', async () => {
    renderPanel();
    await userEvent.setup().click(screen.getByRole('tab', { name: '微信扫码' }));
    const link = await screen.findByRole('link', { name: '在微信中打开' });
    const first = link.getAttribute('data-ticket') ?? '';
    const qr = screen.getByRole('img', { name: '微信登录二维码，请用微信扫一扫' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.getAttribute('data-qr-content')).toBe(link.getAttribute('href'));
    expect(qr.getAttribute('data-qr-content')).toContain(first);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    await api.advance(5 * 60_000 + 1000);
    await waitFor(() => {
      const next = screen.getByRole('link', { name: '在微信中打开' }).getAttribute('data-ticket');
      expect(next).not.toBe(first);
    });
    const renewed = screen.getByRole('link', { name: '在微信中打开' }).getAttribute('href') ?? '';
    expect(
      screen.getByRole('img', { name: '微信登录二维码，请用微信扫一扫' }).getAttribute('data-qr-content'),
    ).toBe(renewed);
    expect(screen.queryByText('二维码已过期，请刷新')).toBeNull();
  });

  it('shows an expired code with a button for a new one once the automatic renewals are used up', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('tab', { name: '微信扫码' }));
    let ticket = (await screen.findByRole('link', { name: '在微信中打开' })).getAttribute('data-ticket');
    for (let renewal = 0; renewal < WX_AUTO_REFRESHES; renewal += 1) {
      await api.advance(5 * 60_000 + 1000);
      const previous = ticket;
      await waitFor(() => {
        ticket = screen.getByRole('link', { name: '在微信中打开' }).getAttribute('data-ticket');
        expect(ticket).not.toBe(previous);
      });
    }
    await api.advance(5 * 60_000 + 1000);
    expect(await screen.findByText('二维码已过期，请刷新')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '刷新二维码' }));
    expect(await screen.findByRole('link', { name: '在微信中打开' })).toBeTruthy();
  });
});

describe('LoginPanel: a visitor who is already logged in', () => {
  it('shows who is logged in and logs out', async () => {
    const { data } = await call<{ accessToken: string }>('POST', '/api/auth/login', {
      body: { account: demoMember(9).phone, password: demoPassword },
    });
    document.cookie = `access_token=${data.accessToken}; path=/`;
    const { user } = renderPanel();
    expect(await screen.findByRole('heading', { name: `你已登录：${demoMember(9).nickname}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: '继续' }).getAttribute('href')).toBe('/exhibition/12.html');
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByText('已退出登录')).toBeTruthy();
    expect(readAccessToken()).toBeUndefined();
    const info = await call('GET', '/api/user/getInfo', { token: data.accessToken });
    expect(info.code).toBe(401);
  });

  it('a stale token is cleared by the profile call and the forms show', async () => {
    document.cookie = 'access_token=revoked-token-revoked-token-0000; path=/';
    renderPanel();
    await waitFor(() => {
      expect(readAccessToken()).toBeUndefined();
    });
    await act(async () => {
      await allTasks();
    });
    expect(screen.getByRole('form', { name: '密码登录' })).toBeTruthy();
  });
});
