import { describe, expect, it } from 'vitest';
import { collectErrors, reword, rewordAll, withoutError } from './field-errors.ts';
import { checkoutWording } from './wording.ts';

describe('collectErrors', () => {
  it('keeps only the failing fields', () => {
    expect(collectErrors({ name: undefined, phone: { key: 'form.errors.phone' } })).toEqual({
      phone: { key: 'form.errors.phone' },
    });
  });
});

describe('withoutError', () => {
  it('drops one field and returns the same object when that field had no error', () => {
    const errors = { name: { key: 'form.errors.required' as const } };
    expect(withoutError(errors, 'name')).toEqual({});
    expect(withoutError<'name' | 'phone'>(errors, 'phone')).toBe(errors);
  });
});

describe('reword', () => {
  it('puts a rule in the family words and keeps the values', () => {
    expect(reword({ key: 'form.errors.tooLong', values: { max: 60 } }, checkoutWording)).toEqual({
      key: 'checkout.error.tooLong',
      values: { max: 60 },
    });
  });
  it('leaves keys the wording does not name, and no error, as they are', () => {
    expect(reword({ key: 'visaOrder.error.pinyin' }, checkoutWording)).toEqual({
      key: 'visaOrder.error.pinyin',
    });
    expect(reword(undefined, checkoutWording)).toBeUndefined();
  });
  it('rewords every error of a form', () => {
    expect(
      rewordAll(
        { contactPhone: { key: 'form.errors.phone' }, contactEmail: { key: 'form.errors.email' } },
        checkoutWording,
      ),
    ).toEqual({ contactPhone: { key: 'checkout.error.phone' }, contactEmail: { key: 'validation.email' } });
  });
});
