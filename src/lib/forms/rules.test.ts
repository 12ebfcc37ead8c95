import { describe, expect, it } from 'vitest';
import { passwordChangeBodySchema, visitorBodySchema } from '../contract/manager.ts';
import { applicationBodySchema, visaApplicantInputSchema } from '../contract/order.ts';
import { checkChoice, checkFormat, checkNewPassword, checkPhone, checkText } from './rules.ts';

describe('checkText', () => {
  it('reads the limits from the contract schema', () => {
    const companyName = applicationBodySchema.shape.companyName;
    expect(checkText(' ', companyName)).toEqual({ key: 'form.errors.required' });
    expect(checkText('A', companyName)).toEqual({ key: 'form.errors.tooShort', values: { min: 2 } });
    expect(checkText('x'.repeat(121), companyName)).toEqual({
      key: 'form.errors.tooLong',
      values: { max: 120 },
    });
    expect(checkText(' ACME ', companyName)).toBeUndefined();
  });
  it('lets an optional text be empty and measures a secret as typed', () => {
    expect(checkText('', visitorBodySchema.shape.company.unwrap())).toBeUndefined();
    const oldPassword = {
      minLength: 0,
      maxLength: passwordChangeBodySchema.shape.oldPassword.unwrap().maxLength,
    };
    expect(checkText(`${'x'.repeat(64)} `, oldPassword, { trim: false })).toEqual({
      key: 'form.errors.tooLong',
      values: { max: 64 },
    });
  });
});

describe('checkFormat', () => {
  it('checks the trimmed value by the schema pattern, empty included unless optional', () => {
    const passport = visaApplicantInputSchema.shape.passportNo;
    expect(checkFormat(' E1234567 ', passport, 'visaOrder.error.passport')).toBeUndefined();
    expect(checkFormat('', passport, 'visaOrder.error.passport')).toEqual({
      key: 'visaOrder.error.passport',
    });
    expect(checkFormat('', passport, 'visaOrder.error.passport', { optional: true })).toBeUndefined();
  });
});

describe('checkPhone', () => {
  it('asks for a number unless optional, then wants a mainland mobile number', () => {
    expect(checkPhone('')).toEqual({ key: 'form.errors.required' });
    expect(checkPhone('', { optional: true })).toBeUndefined();
    expect(checkPhone('12800000001', { optional: true })).toEqual({ key: 'form.errors.phone' });
    expect(checkPhone(' 13800000001 ')).toBeUndefined();
  });
});

describe('checkNewPassword and checkChoice', () => {
  it('apply the contract password rule and the offered choices', () => {
    expect(checkNewPassword('Expo2026pass')).toBeUndefined();
    expect(checkNewPassword('short1')).toEqual({ key: 'form.errors.password' });
    expect(checkChoice('passport', ['id-card', 'passport'])).toBeUndefined();
    expect(checkChoice('licence', ['id-card', 'passport'])).toEqual({ key: 'form.errors.choice' });
  });
});
