// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { countdownText, recallPayUrl, rememberPayUrl } from '../../../../src/lib/checkout/pay-window.ts';

// The result page's memory of a payment: the wxpay code's content, its amount and when it closes.

describe('rememberPayUrl and recallPayUrl', () => {
  it('keep the QR content, the amount, the currency and the closing time', () => {
    rememberPayUrl(
      {
        paymentNo: 'P1',
        payUrl: '/api/pay/sandbox/P1',
        qrContent: 'weixin://wxpay/bizpayurl?pr=P1',
        amountMinor: 1234500,
        currency: 'CNY',
        expiresIn: 900,
      },
      1_000_000,
    );
    expect(recallPayUrl('P1')).toEqual({
      payUrl: '/api/pay/sandbox/P1',
      qrContent: 'weixin://wxpay/bizpayurl?pr=P1',
      amountMinor: 1234500,
      currency: 'CNY',
      expiresAt: 1_900_000,
    });
  });

  it('trusts only same-site pay pages and well-formed values', () => {
    sessionStorage.setItem('pay-url:P2', JSON.stringify({ payUrl: 'https://evil.example/', qrContent: 'x' }));
    expect(recallPayUrl('P2')).toBeUndefined();
    sessionStorage.setItem(
      'pay-url:P3',
      JSON.stringify({ payUrl: '/pay', qrContent: 1, amountMinor: 'x', currency: '<b>', expiresAt: null }),
    );
    expect(recallPayUrl('P3')).toEqual({
      payUrl: '/pay',
      qrContent: null,
      amountMinor: undefined,
      currency: undefined,
      expiresAt: undefined,
    });
  });
});

describe('countdownText', () => {
  it.each([
    [900_000, '15:00'],
    [125_000, '2:05'],
    [999, '0:01'],
    [0, '0:00'],
    [-5000, '0:00'],
  ])('shows %s ms as %s', (ms, text) => {
    expect(countdownText(ms)).toBe(text);
  });
});
