import { describe, expect, it } from 'vitest';
import { loadEnvConfig } from '../../../../env/index.ts';
import {
  buyerCurrency,
  declineMessageKey,
  estimateMinor,
  payChannelsFor,
} from '../../../../src/lib/checkout/pay-methods.ts';
import { messages } from '../../../../src/lib/i18n/messages.ts';

describe('payChannelsFor', () => {
  it('offers card on both editions, card first except for yuan on the Chinese edition', () => {
    expect(payChannelsFor('zh', 'CNY')).toEqual(['alipay', 'wxpay', 'card']);
    expect(payChannelsFor('zh', 'USD')).toEqual(['card', 'alipay', 'wxpay']);
    expect(payChannelsFor('en', 'CNY')).toEqual(['card', 'alipay', 'wxpay']);
    expect(payChannelsFor('en', 'EUR')).toEqual(['card', 'alipay', 'wxpay']);
  });
});

describe('the estimate in the buyer currency', () => {
  const rates = loadEnvConfig({ APP_ENV: 'test' }).exchangeRates;
  it('uses the fixed table in test', () => {
    expect(estimateMinor(72_000, 'CNY', 'USD', rates)).toBe(10_000);
    expect(estimateMinor(10_000, 'USD', 'EUR', rates)).toBe(9_000);
    expect(estimateMinor(10_000, 'USD', 'USD', rates)).toBeUndefined();
    expect(estimateMinor(10_000, 'USD', 'XYZ', rates)).toBeUndefined();
  });
  it('guesses the buyer currency from the browser region, else the edition', () => {
    expect(buyerCurrency('en', 'de-DE', rates)).toBe('EUR');
    expect(buyerCurrency('en', 'en-GB', rates)).toBe('GBP');
    expect(buyerCurrency('en', 'en', rates)).toBe('USD');
    expect(buyerCurrency('zh', 'zh-CN', rates)).toBe('CNY');
    expect(buyerCurrency('zh', 'pt-BR', rates)).toBe('CNY');
  });
  it('reads production rates from EXCHANGE_RATES, none without it, and refuses malformed ones', () => {
    expect(loadEnvConfig({ APP_ENV: 'prod' }).exchangeRates).toEqual({});
    expect(loadEnvConfig({ APP_ENV: 'prod', EXCHANGE_RATES: '{"USD":1,"CNY":7.1}' }).exchangeRates).toEqual({
      USD: 1,
      CNY: 7.1,
    });
    expect(() => loadEnvConfig({ APP_ENV: 'prod', EXCHANGE_RATES: '{USD:1' })).toThrow(/EXCHANGE_RATES/);
    expect(() => loadEnvConfig({ APP_ENV: 'prod', EXCHANGE_RATES: '{"usd":-1}' })).toThrow(/exchangeRates/);
  });
});

describe('declineMessageKey', () => {
  it('names a message in both languages for every reason code', () => {
    for (const code of ['card_declined', 'insufficient_funds', 'authentication_failed', 'processing_error']) {
      const key = declineMessageKey(code);
      expect(messages.en[key]).toBeTruthy();
      expect(messages.zh[key]).toBeTruthy();
    }
    expect(declineMessageKey('weird')).toBe('payment.decline.other');
  });
});
