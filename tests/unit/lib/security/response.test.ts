import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnvConfig } from '../../../../env/index.ts';
import { SecurityHeaders } from '../../../../src/lib/security/headers.ts';
import {
  isNewsFragmentPath,
  newsFragmentAnswer,
  newsFragmentId,
} from '../../../../src/lib/security/news-fragment.ts';
import { secureResponse } from '../../../../src/lib/security/node-response.ts';
import { signNewsBody } from '../../../../src/lib/contract/news-signature.ts';

// The headers are applied however a response writes its head: a headers object, the raw flat
// array, headers set one by one, or no writeHead at all (Node's implicit head). Real HTTP.

type Writer = (res: ServerResponse) => void;

const writers: Record<string, Writer> = {
  '/object': (res) => {
    res.writeHead(200, {
      'Content-Type': 'text/html',
      'Content-Security-Policy': "script-src 'self' 'sha256-aa='",
    });
    res.end('<p>page</p>');
  },
  '/reason': (res) => {
    res.writeHead(404, 'Gone Fishing', { 'content-type': 'text/html; charset=utf-8' });
    res.end('<p>missing</p>');
  },
  '/flat': (res) => {
    res.writeHead(200, ['Content-Type', 'application/pdf', 'Set-Cookie', 'a=1', 'Set-Cookie', 'b=2']);
    res.end('%PDF-');
  },
  '/implicit': (res) => {
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  },
  '/upload': (res) => {
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="visa.pdf"',
    });
    res.end('%PDF-');
  },
  '/gateway': (res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<form method="post"><button>Pay</button></form>');
  },
  '/svg': (res) => {
    res.writeHead(200, { 'content-type': 'image/svg+xml' });
    res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
  },
};

let server: Server;
let base: string;
const security = new SecurityHeaders(loadEnvConfig({ APP_ENV: 'prod', STATIC_PREFIX: '' }));

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    secureResponse(res, security, {
      proxied: ['/upload', '/svg', '/gateway'].includes(path),
      formsAllowed: path === '/gateway',
    });
    (writers[path] ?? writers['/implicit'])?.(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('secureResponse', () => {
  it('merges the hashes of a page rendered with a headers object', async () => {
    const response = await fetch(`${base}/object`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'sha256-aa='; /);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(await response.text()).toBe('<p>page</p>');
  });
  it('keeps a status message and treats a 404 page as a page', async () => {
    const response = await fetch(`${base}/reason`);
    expect(response.status).toBe(404);
    expect(response.statusText).toBe('Gone Fishing');
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; script-src 'self';/,
    );
  });
  it('reads the raw flat header array, repeated headers included', async () => {
    const response = await fetch(`${base}/flat`);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
  it('covers a response whose head Node writes implicitly', async () => {
    const response = await fetch(`${base}/implicit`);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
  it('turns a proxied upload into a sandboxed attachment that keeps its file name', async () => {
    const response = await fetch(`${base}/upload`);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="visa.pdf"');
    expect(response.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
  });
  it('sandboxes proxied SVG', async () => {
    const response = await fetch(`${base}/svg`);
    expect(response.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'; img-src/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('the test payment gateway', () => {
  it('is sandboxed like stored markup, with forms allowed', async () => {
    const response = await fetch(`${base}/gateway`);
    expect(response.headers.get('content-security-policy')).toMatch(
      /^sandbox allow-forms; default-src 'none'; img-src/,
    );
  });
});

describe('news fragment', () => {
  const config = loadEnvConfig({ APP_ENV: 'test' });
  it('recognises fragment paths only', () => {
    expect(isNewsFragmentPath('/ossApi/newsContent/12.html')).toBe(true);
    expect(isNewsFragmentPath('/ossApi/newsContent/12.html?x=1')).toBe(true);
    expect(isNewsFragmentPath('/ossApi/newsContent/')).toBe(false);
    expect(isNewsFragmentPath('/ossApi/InnerChainInfo/key.json')).toBe(false);
    expect(isNewsFragmentPath(undefined)).toBe(false);
  });
  it('answers the cleaned body, never the raw one', () => {
    const answer = newsFragmentAnswer(
      {
        status: 200,
        contentType: 'text/html; charset=UTF-8',
        body: '<p onclick="alert(1)">hi</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror=alert(4)>',
      },
      config,
      { id: '7', locale: 'en' },
    );
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('hi');
    expect(answer.body).not.toMatch(/onclick|onerror|<script|javascript:/i);
  });
  it('passes API errors on and refuses other content types', () => {
    const missing = { status: 404, contentType: 'application/json', body: '{"code":404}' };
    const article = { id: '7', locale: 'zh' } as const;
    expect(newsFragmentAnswer(missing, config, article)).toEqual(missing);
    expect(
      newsFragmentAnswer({ status: 200, contentType: 'image/svg+xml', body: '<svg/>' }, config, article)
        .status,
    ).toBe(502);
  });
  it('refuses a body whose information secret header is missing or wrong when it has the secret', () => {
    const secret = 'fragment-test-secret-0123456789';
    const article = { id: '7', locale: 'zh' } as const;
    const body = '<p>the editor wrote this</p>';
    const html = 'text/html; charset=utf-8';
    const signed = newsFragmentAnswer(
      { status: 200, contentType: html, body, signature: signNewsBody(body, secret) },
      config,
      article,
      secret,
    );
    expect(signed.status).toBe(200);
    expect(signed.body).toContain('the editor wrote this');
    for (const signature of [
      null,
      signNewsBody(body, 'another-secret-0123456789'),
      signNewsBody(`${body}x`, secret),
    ]) {
      const refused = newsFragmentAnswer(
        { status: 200, contentType: html, body, signature },
        config,
        article,
        secret,
      );
      expect(refused).toMatchObject({ status: 503, signatureFailure: true });
      expect(refused.body).not.toContain('the editor wrote this');
    }
    // Without the secret nothing is checked (the process warns once elsewhere).
    expect(
      newsFragmentAnswer({ status: 200, contentType: html, body, signature: null }, config, article).status,
    ).toBe(200);
  });
  it('names the article of a fragment path', () => {
    expect(newsFragmentId('/ossApi/newsContent/12.html?x=1')).toBe('12');
    expect(newsFragmentId('/ossApi/newsContent/abc')).toBe('abc');
  });
});
