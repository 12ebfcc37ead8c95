import { describe, expect, it } from 'vitest';
import { visitorBodySchema } from '../../../../src/lib/contract/manager.ts';
import { followRow } from '../../../../src/lib/manager/follow-targets.ts';
import { checkContact as checkContactBlock, contactOf } from '../../../../src/lib/forms/contact.ts';
import { checkEmail, checkInteger } from '../../../../src/lib/forms/rules.ts';
import { checkVisitor, emptyVisitorForm, visitorBody } from '../../../../src/lib/forms/visitor.ts';
import { orderAmount } from '../../../../src/lib/manager/orders.ts';
import { mergeDraft } from '../../../../src/islands/apply/order-form.ts';

const filled = {
  ...emptyVisitorForm,
  name: ' 王伟 ',
  phone: '13800000001',
  idNumber: 'E1234567',
  idType: 'passport',
};

describe('checkVisitor', () => {
  it('names every missing or malformed field', () => {
    expect(checkVisitor({ ...emptyVisitorForm, phone: '123', email: 'a@b.c', idType: 'licence' })).toEqual({
      name: { key: 'form.errors.required' },
      phone: { key: 'form.errors.phone' },
      email: { key: 'form.errors.email' },
      idType: { key: 'form.errors.choice' },
      idNumber: { key: 'form.errors.idNumber' },
    });
  });

  it('limits lengths as the contract does', () => {
    expect(checkVisitor({ ...filled, name: 'x'.repeat(61), company: 'y'.repeat(121) })).toEqual({
      name: { key: 'form.errors.tooLong', values: { max: 60 } },
      company: { key: 'form.errors.tooLong', values: { max: 120 } },
    });
  });

  it('accepts what the API accepts: a checked form makes a valid request body', () => {
    expect(checkVisitor(filled)).toEqual({});
    const body = visitorBody(filled);
    expect(body).toEqual({
      name: '王伟',
      phone: '+8613800000001',
      company: '',
      position: '',
      idType: 'passport',
      idNumber: 'E1234567',
    });
    expect(visitorBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('checkEmail', () => {
  it('uses the spec rule: a top-level part of at least two letters; empty only when optional', () => {
    expect(checkEmail('')).toBeUndefined();
    expect(checkEmail('', true)).toEqual({ key: 'form.errors.required' });
    expect(checkEmail('buyer@expo.cn')).toBeUndefined();
    expect(checkEmail('buyer@expo.c')).toEqual({ key: 'form.errors.email' });
  });
});

describe('checkInteger', () => {
  it('accepts whole numbers within the bounds only', () => {
    expect(checkInteger('36', 9, 5000)).toBeUndefined();
    for (const bad of ['8', '5001', '9.5', '1e2', ' ', 'abc'])
      expect(checkInteger(bad, 9, 5000), bad).toBeDefined();
  });
});

/** The apply and trip forms' check of their flat contact fields. */
const checkContact = (values: Parameters<typeof contactOf>[0]) => checkContactBlock(contactOf(values));

describe('checkContact', () => {
  it('needs a name and a mainland mobile number; the e-mail is optional', () => {
    expect(checkContact({ contactName: '', contactPhone: '2', contactEmail: '' })).toEqual({
      contactName: { key: 'form.errors.required' },
      contactPhone: { key: 'form.errors.phone' },
    });
    expect(checkContact({ contactName: '钱多多', contactPhone: '13955556666', contactEmail: '' })).toEqual(
      {},
    );
  });
});

describe('followRow', () => {
  const base = { createdAt: '2026-11-21T00:00:00Z' };
  it('links each kind of target to its public page', () => {
    const rows = (
      [
        {
          targetType: 'exhibition',
          targetId: 5,
          target: { name: '伯明翰康复护理展览会', startDate: '2027-03-03', endDate: '2027-03-05' },
        },
        { targetType: 'company', targetId: 1, target: { name: 'ACME', city: { id: 1, name: '上海' } } },
        {
          targetType: 'news',
          targetId: 9,
          target: { title: '新闻', link: null, publishedAt: '2023-06-01T00:03:03Z' },
        },
        { targetType: 'user', targetId: 3, target: { name: '展友02' } },
        { targetType: 'industry', targetId: 4, target: { name: '食品饮料' } },
      ] as const
    ).map((follow) => followRow({ ...base, ...follow }, 'zh'));
    expect(rows.map((row) => row.href)).toEqual([
      '/exhibition/5.html',
      '/company/1.html',
      '/information/9.html',
      '/expouser/3.html',
      '/exhibition-4-0-0-0-0-0-1/',
    ]);
    expect(rows[0]?.detail).toBe('2027年3月3日-5日');
    expect(rows[2]?.name).toBe('新闻');
  });

  it('marks a target that was taken down and never links off-site', () => {
    const removed = followRow(
      { ...base, targetType: 'news', targetId: 7, target: { id: 7, removed: true } },
      'en',
    );
    expect(removed).toMatchObject({ removed: true, name: '#7' });
    const offSite = followRow(
      { ...base, targetType: 'news', targetId: 8, target: { title: 'x', link: 'javascript:alert(1)' } },
      'en',
    );
    expect(offSite.href).toBe('/information/8.html');
  });
});

describe('orderAmount', () => {
  it('shows minor units in the currency, grouped by thousands, in both languages', () => {
    expect(orderAmount(4500, 'EUR')).toBe('€45.00');
    expect(orderAmount(2400000, 'CNY')).toBe('¥24,000.00');
    expect(orderAmount(2400000, 'CNY', 'en')).toBe('¥24,000.00');
    expect(orderAmount(100, 'CHF', 'en')).toBe('CHF\u00a01.00');
  });
});

describe('mergeDraft', () => {
  it('takes only known text fields from a stored draft', () => {
    expect(mergeDraft({ people: '1', contactName: '' }, { people: '3', contactName: 7, extra: 'x' })).toEqual(
      { people: '3', contactName: '' },
    );
  });
});
