import { describe, expect, it } from 'vitest';
import { visaEditSchema } from '../contract/editor.ts';
import { editErrors } from './form-errors.ts';
import { formBody, formFields, formValues } from './form-fields.ts';
import {
  columnKind,
  emptyRow,
  itemOfRow,
  readableItems,
  readableRows,
  rowOfItem,
  rowsOfText,
  textOfRows,
  type RowColumn,
} from './row-lists.ts';

const feeColumns: RowColumn[] = [
  { name: 'code', kind: 'text', maxLength: undefined },
  { name: 'zh', kind: 'text', maxLength: 200 },
  { name: 'en', kind: 'text', maxLength: 200 },
  { name: 'amountMinor', kind: 'money', maxLength: undefined },
];
const fee = { code: 'consular', zh: '使馆费', en: 'Consular fee', amountMinor: 50029 };

describe('a row of inputs for an object of a list', () => {
  it('shows an amount in currency units and sends it back in minor units, exactly', () => {
    const row = rowOfItem(feeColumns, fee);
    expect(row).toEqual({ code: 'consular', zh: '使馆费', en: 'Consular fee', amountMinor: '500.29' });
    expect(itemOfRow(feeColumns, row)).toEqual(fee);
    expect(itemOfRow(feeColumns, { ...row, amountMinor: '0.29' }).amountMinor).toBe(29);
    expect(itemOfRow(feeColumns, { ...row, amountMinor: '12.345' }).amountMinor).toBeNaN();
  });

  it('keeps rows as one text, a JSON object of texts a line, leaving out a line that is not one', () => {
    const rows = [rowOfItem(feeColumns, fee), emptyRow(feeColumns)];
    const text = textOfRows(rows);
    expect(text.split('\n')).toHaveLength(2);
    expect(rowsOfText(feeColumns, text)).toEqual(rows);
    expect(rowsOfText(feeColumns, `${text}\n{broken\n[1]\n"text"`)).toEqual(rows);
    expect(rowsOfText(feeColumns, '')).toEqual([]);
    expect(emptyRow([...feeColumns, { name: 'required', kind: 'boolean', maxLength: undefined }])).toEqual({
      code: '',
      zh: '',
      en: '',
      amountMinor: '',
      required: false,
    });
  });

  it('reads a property’s kind from its schema: an amount in minor units, a number, a box, a text', () => {
    expect(columnKind('amountMinor', 'number')).toBe('money');
    expect(columnKind('count', 'number')).toBe('number');
    expect(columnKind('required', 'boolean')).toBe('boolean');
    expect(columnKind('code', 'string')).toBe('text');
    expect(
      itemOfRow([{ name: 'count', kind: 'number', maxLength: undefined }], { count: ' ' }).count,
    ).toBeNaN();
  });
});

describe('rows as an editor reads them', () => {
  it('shows one line a row, its filled inputs joined, a box as yes or no, never JSON', () => {
    const columns: RowColumn[] = [...feeColumns, { name: 'required', kind: 'boolean', maxLength: undefined }];
    const text = textOfRows([
      { ...rowOfItem(columns, fee), required: true },
      { ...emptyRow(columns), code: 'service', amountMinor: '12.30' },
    ]);
    expect(readableRows(columns, text, 'yes', 'no')).toBe(
      'consular · 使馆费 · Consular fee · 500.29 · yes\nservice · 12.30 · no',
    );
    expect(readableRows(columns, '', 'yes', 'no')).toBe('');
  });

  it('reads a kept version’s stored items the same way, amounts in currency units', () => {
    const stored = `${JSON.stringify(fee)}\nnot an object`;
    expect(readableItems(feeColumns, stored, 'yes', 'no')).toBe(
      'consular · 使馆费 · Consular fee · 500.29\nnot an object',
    );
  });
});

describe('a visa product’s fees and documents as rows', () => {
  const fields = formFields(visaEditSchema);
  const fees = fields.find((field) => field.name === 'fees');
  const documents = fields.find((field) => field.name === 'documents');

  it('has one input per property of the contract’s item schemas', () => {
    expect(fees).toMatchObject({ kind: 'rows' });
    expect(fees?.kind === 'rows' && fees.columns.map((column) => [column.name, column.kind])).toEqual([
      ['code', 'text'],
      ['zh', 'text'],
      ['en', 'text'],
      ['amountMinor', 'money'],
    ]);
    expect(documents?.kind === 'rows' && documents.columns.map((column) => column.kind)).toEqual([
      'text',
      'text',
      'text',
      'text',
      'boolean',
      'text',
      'text',
    ]);
    // The product's price is in minor units too: written in currency units.
    expect(fields.find((field) => field.name === 'priceMinor')).toEqual({
      kind: 'money',
      name: 'priceMinor',
      nullable: false,
    });
  });

  it('says an error at the input of the row it belongs to, an amount’s limits in currency units', () => {
    const values = formValues(fields, { fees: [fee, { ...fee, code: 'service' }], priceMinor: 60000 });
    expect(values.priceMinor).toBe('600.00');
    const [first, second] = rowsOfText(fees?.kind === 'rows' ? fees.columns : [], values.fees ?? '');
    if (first === undefined || second === undefined) throw new Error('two fee rows');
    const broken = (amount: string) =>
      editErrors(
        visaEditSchema,
        formBody(fields, { ...values, fees: textOfRows([first, { ...second, amountMinor: amount }]) }),
      );
    expect(broken('12.345')['fees.1.amountMinor']).toEqual({ key: 'editor.errors.amount' });
    expect(broken('')['fees.1.amountMinor']).toEqual({ key: 'editor.errors.amount' });
    expect(broken('-1')['fees.1.amountMinor']).toEqual({ key: 'editor.errors.min', values: { min: '0.00' } });
    expect(broken('2000000')['fees.1.amountMinor']).toEqual({
      key: 'editor.errors.max',
      values: { max: '1000000.00' },
    });
    expect(broken('12.30')['fees.1.amountMinor']).toBeUndefined();
    expect(broken('12.30').fees).toBeUndefined();
    const codes = editErrors(
      visaEditSchema,
      formBody(fields, { ...values, fees: textOfRows([first, { ...first, code: 'Bad Code' }]) }),
    );
    expect(codes['fees.1.code']).toEqual({ key: 'editor.errors.code' });
  });
});
