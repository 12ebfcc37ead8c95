import { describe, expect, it } from 'vitest';
import { refundPolicyMessage } from '../../../../src/lib/refunds/policy-text.ts';
import { refundFee, refundTerms } from '../../../../src/lib/contract/refund.ts';
import en from '../../../../src/i18n/en.json';
import zh from '../../../../src/i18n/zh.json';

describe('refundPolicyMessage', () => {
  it('states none, full-then-nothing and full-then-fee, for tickets and visas, in both languages', () => {
    expect(refundPolicyMessage({ fullRefundDays: null, lateFeePercent: null }, 'ticket')).toEqual({
      key: 'refund.policy.none',
      values: {},
    });
    expect(refundPolicyMessage({ fullRefundDays: 7, lateFeePercent: null }, 'ticket')).toEqual({
      key: 'refund.policy.ticket.full',
      values: { days: 7 },
    });
    const visa = refundPolicyMessage({ fullRefundDays: 15, lateFeePercent: 60 }, 'visa');
    expect(visa).toEqual({ key: 'refund.policy.visa.fee', values: { days: 15, fee: 60 } });
    expect(en[visa.key]).toContain('{{fee}}%');
    expect(zh[visa.key]).toContain('{{fee}}%');
  });
});

describe('refundTerms', () => {
  const policy = { fullRefundDays: 14, lateFeePercent: 20 };
  it('refunds in full until the deadline, with the fee after it, nothing from the first day', () => {
    expect(refundTerms(policy, '2026-06-20', '2026-06-06')).toEqual({
      kind: 'full',
      feePercent: 0,
      deadline: '2026-06-06',
    });
    expect(refundTerms(policy, '2026-06-20', '2026-06-07')).toEqual({
      kind: 'fee',
      feePercent: 20,
      deadline: '2026-06-06',
    });
    expect(refundTerms(policy, '2026-06-20', '2026-06-20')).toMatchObject({
      kind: 'refused',
      reason: 'started',
    });
    expect(
      refundTerms({ fullRefundDays: 14, lateFeePercent: null }, '2026-06-20', '2026-06-07'),
    ).toMatchObject({
      kind: 'refused',
      reason: 'past-policy',
    });
    expect(
      refundTerms({ fullRefundDays: null, lateFeePercent: null }, '2026-06-20', '2026-01-01'),
    ).toMatchObject({
      kind: 'refused',
      reason: 'non-refundable',
    });
    expect(refundFee(9000, 25)).toBe(2250);
    expect(refundFee(4599, 15)).toBe(690);
  });
});
