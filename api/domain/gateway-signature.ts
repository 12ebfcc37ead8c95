import { createHmac, timingSafeEqual } from 'node:crypto';

// Signatures of the sandbox gateway's notify callbacks. Real gateways use RSA (alipay) or
// RSA plus AES-GCM (WeChat Pay v3); the sandbox keeps their message layout and uses HMAC-SHA256
// with a shared secret from the process environment (PAY_SANDBOX_SECRET).

/** The alipay string to sign: every field except sign and sign_type, sorted by key, k=v joined by &. */
export function alipaySigningString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k] ?? ''}`)
    .join('&');
}

/** Signs alipay-shaped fields: base64 HMAC-SHA256 of the signing string. */
export function signAlipay(fields: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(alipaySigningString(fields)).digest('base64');
}

/** The WeChat Pay v3 message to sign: timestamp, nonce and body, each followed by a newline. */
export function signWxpay(timestamp: string, nonce: string, body: string, secret: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}\n`).digest('base64');
}

/** Compares two signatures in constant time. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
