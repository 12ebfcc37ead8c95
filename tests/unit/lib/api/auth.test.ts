import { describe, expect, it } from 'vitest';
import {
  bindPhone,
  checkExist,
  forgetPassword,
  getUserInfo,
  getWxQrCode,
  login,
  logout,
  phoneLoginOrRegister,
  sendVerifyCode,
  wxLogin,
} from '../../../../src/lib/endpoints/auth.ts';
import { createApiClient } from '../../../../src/lib/api/client.ts';
import { ResponseCode } from '../../../../src/lib/contract/codes.ts';
import { getKeywordLinks, getNewsContent } from '../../../../src/lib/endpoints/oss.ts';
import { recordingPlatform } from '../../../../tests/support/api-recording-platform.ts';
import { sendEnvelope, sendJson, useTestServer } from '../../../../tests/support/api-test-server.ts';

const session = { accessToken: 'a'.repeat(32), uid: 42, expiresIn: 3600 };
const profile = {
  id: 42,
  openId: null,
  phone: '13800000000',
  email: null,
  nickname: 'Li',
  avatar: null,
  role: 'member',
  enterpriseVerified: false,
};

const server = useTestServer();

function client() {
  const recorded = recordingPlatform({ token: 'token-xyz' });
  const api = createApiClient({
    baseURL: server.origin,
    ossBase: server.origin,
    platform: recorded.platform,
    retryDelayMs: 10,
  });
  return { api, recorded };
}

describe('auth calls', () => {
  it('sendVerifyCode GETs /api/auth/sendRegisterVerifyCode/{phone}/{purpose}', async () => {
    server.route('GET', '/api/auth/sendRegisterVerifyCode/13800000000/register', (_hit, response) => {
      sendEnvelope(response, 1, null);
    });
    await sendVerifyCode(client().api, '13800000000', 'register');
    expect(server.hits).toHaveLength(1);
  });

  it('login POSTs the account and password and returns the typed session', async () => {
    server.route('POST', '/api/auth/login', (_hit, response) => {
      sendEnvelope(response, 1, session);
    });
    await expect(login(client().api, { account: '13800000000', password: 'secret123' })).resolves.toEqual(
      session,
    );
    expect(JSON.parse(server.hits[0]?.body ?? '')).toEqual({ account: '13800000000', password: 'secret123' });
  });

  it('login is never retried, so a flaky gateway cannot log in twice', async () => {
    server.route('POST', '/api/auth/login', (_hit, response) => {
      sendJson(response, 502, {});
    });
    await expect(login(client().api, { account: 'a@b.cn', password: 'x' })).rejects.toMatchObject({
      kind: 'http',
    });
    expect(server.hits).toHaveLength(1);
  });

  it('forgetPassword POSTs to /api/auth/forget', async () => {
    server.route('POST', '/api/auth/forget', (_hit, response) => {
      sendEnvelope(response, 1, null);
    });
    await forgetPassword(client().api, { phone: '13800000000', code: '123456', password: 'abc12345' });
    expect(JSON.parse(server.hits[0]?.body ?? '')).toMatchObject({ code: '123456' });
  });

  it('wxLogin resolves null without a toast while the QR code is not scanned (200015)', async () => {
    server.route('GET', '/api/auth/wxlogin/ticket-0123456789abcdef', (_hit, response, attempt) => {
      if (attempt === 1) sendEnvelope(response, ResponseCode.noCodeScanning, null, { message: 'waiting' });
      else sendEnvelope(response, 1, session);
    });
    const { api, recorded } = client();
    await expect(wxLogin(api, 'ticket-0123456789abcdef')).resolves.toBeNull();
    await expect(wxLogin(api, 'ticket-0123456789abcdef')).resolves.toEqual(session);
    expect(recorded.toasts).toEqual([]);
  });

  it('wxLogin stays silent on other failure codes too', async () => {
    server.route('GET', '/api/auth/wxlogin/t', (_hit, response) => {
      sendEnvelope(response, 0, null, { message: 'expired' });
    });
    const { api, recorded } = client();
    await expect(wxLogin(api, 't')).rejects.toMatchObject({ kind: 'api-code', code: 0 });
    expect(recorded.toasts).toEqual([]);
  });

  it('getWxQrCode, logout, phoneLoginOrRegister, bindPhone, getUserInfo and checkExist use the spec paths', async () => {
    server.route('GET', '/api/auth/getWxQRScanCode', (_hit, response) => {
      sendEnvelope(response, 1, {
        ticket: 'ticket-0123456789abcdef',
        qrContent: 'https://x',
        expiresIn: 300,
      });
    });
    server.route('GET', '/api/auth/logout', (_hit, response) => {
      sendEnvelope(response, 1, null);
    });
    server.route('GET', '/api/auth/phonelr/13800000000/123456', (_hit, response) => {
      sendEnvelope(response, 1, { ...session, created: true });
    });
    server.route('POST', '/api/auth/bind', (_hit, response) => {
      sendEnvelope(response, 1, session);
    });
    server.route('GET', '/api/user/getInfo', (_hit, response) => {
      sendEnvelope(response, 1, profile);
    });
    server.route('GET', '/api/user/checkExist/a%40b.cn', (_hit, response) => {
      sendEnvelope(response, 1, { exists: true });
    });
    const { api } = client();
    await expect(getWxQrCode(api)).resolves.toMatchObject({ expiresIn: 300 });
    await expect(logout(api)).resolves.toBeUndefined();
    await expect(phoneLoginOrRegister(api, '13800000000', '123456')).resolves.toMatchObject({
      created: true,
    });
    await expect(bindPhone(api, { phone: '13800000000', code: '123456' })).resolves.toEqual(session);
    await expect(getUserInfo(api)).resolves.toEqual(profile);
    await expect(checkExist(api, 'a@b.cn')).resolves.toBe(true);
    expect(server.hits.every((hit) => hit.headers.authorization === 'Bearer token-xyz')).toBe(true);
  });

  it('getUserInfo rejects a profile that breaks the contract', async () => {
    server.route('GET', '/api/user/getInfo', (_hit, response) => {
      sendEnvelope(response, 1, { id: 'x' });
    });
    await expect(getUserInfo(client().api)).rejects.toMatchObject({ kind: 'contract' });
  });
});

describe('ossApi calls', () => {
  it('getNewsContent returns the HTML text of the news body', async () => {
    server.route('GET', '/ossApi/newsContent/17.html', (_hit, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<p>正文</p>');
    });
    await expect(getNewsContent(client().api, 17)).resolves.toBe('<p>正文</p>');
  });

  it('getKeywordLinks returns the url/content entries', async () => {
    const links = [{ url: '/exhibition/1.html', content: '广交会' }];
    server.route('GET', '/ossApi/InnerChainInfo/key.json', (_hit, response) => {
      sendJson(response, 200, links);
    });
    await expect(getKeywordLinks(client().api)).resolves.toEqual(links);
  });

  it('getKeywordLinks fails silently (no toast) when the file is missing', async () => {
    const { api, recorded } = client();
    await expect(getKeywordLinks(api)).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(recorded.toasts).toEqual([]);
  });
});
