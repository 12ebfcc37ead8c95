import { describe, expect, it } from 'vitest';
import { editErrors } from '../../../../src/lib/editor/form-errors.ts';
import { formBody, formFields, formValues } from '../../../../src/lib/editor/form-fields.ts';
import { editorKinds } from '../../../../src/lib/editor/kinds.ts';

// The forms of fair editions, special topics and visa products: built from their contract
// schemas like the others, with the rules between fields checked in the form as the API checks them.

const visa = {
  title: { zh: '德国商务签证', en: 'Germany business visa' },
  intro: { zh: '<p>简介</p>', en: '<p>Intro</p>' },
  areaId: 5,
  type: 1,
  bizType: 2,
  entries: 'single',
  validityDays: 90,
  stayDays: 30,
  processingDays: 10,
  priceMinor: 60000,
  currency: 'CNY',
  fees: [{ code: 'consular', zh: '使馆费', en: 'Consular fee', amountMinor: 50000 }],
  documents: [
    {
      code: 'passport',
      applicantKind: 'employed',
      zh: '护照',
      en: 'Passport',
      required: true,
      noteZh: '',
      noteEn: '',
    },
  ],
  dailyQuota: 50,
  refundDays: null,
  refundLateFeePercent: null,
};

describe('the visa product form', () => {
  const kind = editorKinds.visas;
  const fields = formFields(kind.schema, kind.richText);

  it('holds fees and documents as rows of inputs, and sends back what the API stores', () => {
    const values = formValues(fields, visa);
    expect(JSON.parse(values.fees ?? '')).toEqual({ ...visa.fees[0], amountMinor: '500.00' });
    expect(values.priceMinor).toBe('600.00');
    expect(fields.find((field) => field.name === 'intro')).toMatchObject({ kind: 'bilingual', rich: true });
    expect(fields.find((field) => field.name === 'currency')).toMatchObject({ kind: 'choice' });
    const parsed = kind.schema.parse(formBody(fields, values));
    expect(parsed).toEqual(visa);
  });

  it('says at its row which input is wrong, and checks the rules between fields', () => {
    const fee = visa.fees[0] ?? {};
    const row = (item: Record<string, unknown>) => JSON.stringify({ ...item, amountMinor: '500.00' });
    const broken = formBody(fields, {
      ...formValues(fields, visa),
      fees: `${row(fee)}\n${row({ ...visa.fees[0], code: 'Bad Code' })}`,
      stayDays: '120',
      refundLateFeePercent: '10',
    });
    expect(editErrors(kind.schema, broken)).toMatchObject({
      'fees.1.code': { key: 'editor.errors.code' },
      stayDays: { key: 'editor.errors.stayOverValidity' },
      refundLateFeePercent: { key: 'editor.errors.lateFeeWithoutDeadline' },
    });
    const twice = formBody(fields, {
      ...formValues(fields, visa),
      fees: `${row(fee)}\n${row(fee)}`,
    });
    expect(editErrors(kind.schema, twice)).toEqual({ fees: { key: 'editor.errors.codeTwice' } });
    // The API takes the objects themselves, never a line of text for one.
    expect(editErrors(kind.schema, { ...visa, documents: ['{not json'] })).toEqual({
      documents: { key: 'editor.errors.format' },
    });
  });
});

describe('the edition and special topic forms', () => {
  it('refuses an edition ending before it starts', () => {
    const kind = editorKinds.editions;
    const fields = formFields(kind.schema, kind.richText);
    const body = formBody(fields, {
      'summary.zh': '第十届',
      'summary.en': 'Edition 10',
      exhibitionId: '3',
      edition: '10',
      year: '2026',
      startDate: '2026-05-10',
      endDate: '2026-05-01',
      exhibitors: '10',
      visitors: '100',
      areaSqm: '1000',
    });
    expect(editErrors(kind.schema, body)).toEqual({ endDate: { key: 'editor.errors.endBeforeStart' } });
  });

  it('takes a topic’s fairs and news as ids one a line', () => {
    const kind = editorKinds.specials;
    const fields = formFields(kind.schema, kind.richText);
    expect(fields.map((field) => field.kind)).toEqual(['bilingual', 'bilingual', 'text', 'list', 'list']);
    const body = formBody(fields, {
      'title.zh': '专题',
      'title.en': 'Special',
      'intro.zh': '简介',
      'intro.en': 'Intro',
      cover: '/oss/images/special/1.jpg',
      exhibitionIds: '3\n1',
      newsIds: 'seven',
    });
    expect(editErrors(kind.schema, body)).toEqual({ newsIds: { key: 'editor.errors.number' } });
    expect(kind.schema.parse({ ...body, newsIds: [] })).toMatchObject({ exhibitionIds: [3, 1] });
  });
});
