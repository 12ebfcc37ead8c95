import { describe, expect, it } from 'vitest';
import type { EditorChoice } from '../contract/editor-choices.ts';
import { newsEditSchema, wikiEditSchema, editionEditSchema } from '../contract/editor.ts';
import { formFields } from './form-fields.ts';
import {
  choiceDetail,
  choiceName,
  idsOfText,
  itemPickOf,
  moved,
  noItemValue,
  searchKeyword,
} from './item-choices.ts';

const fair: EditorChoice = {
  id: 5,
  name: { zh: '广交会', en: 'Canton Fair' },
  city: { zh: '广州', en: 'Guangzhou' },
  startDate: '2026-04-15',
  endDate: '2026-04-19',
  offline: false,
};

describe('which id fields are picked by name', () => {
  it('names the kind each field searches, organisers only for a fair’s organiser', () => {
    expect(itemPickOf('exhibitionId')).toEqual({ kind: 'exhibitions', multiple: false });
    expect(itemPickOf('exhibitionIds')).toEqual({ kind: 'exhibitions', multiple: true });
    expect(itemPickOf('pavilionId')).toEqual({ kind: 'pavilions', multiple: false });
    expect(itemPickOf('organiserId')).toEqual({
      kind: 'companies',
      companyKind: 'organiser',
      multiple: false,
    });
    expect(itemPickOf('newsIds')).toEqual({ kind: 'news', multiple: true });
    // The lookups name these (id-choices.ts).
    expect(itemPickOf('cityId')).toBeUndefined();
  });

  it('knows from the schema whether a field may name no item, and what it then holds', () => {
    const noItem = (schema: Parameters<typeof formFields>[0]) => {
      const field = formFields(schema).find((each) => each.name === 'exhibitionId');
      if (field === undefined) throw new Error('no exhibitionId field');
      return noItemValue(field);
    };
    expect(noItem(newsEditSchema)).toBe('');
    expect(noItem(wikiEditSchema)).toBe('0');
    expect(noItem(editionEditSchema)).toBeUndefined();
  });
});

describe('a picker’s text', () => {
  it('holds ids one a line, dropping anything that is not an id and repeats', () => {
    expect(idsOfText('3\n1\n\n3\n')).toEqual([3, 1]);
    expect(idsOfText('0')).toEqual([]);
    expect(idsOfText('')).toEqual([]);
    expect(idsOfText('7 x -2 1.5 12')).toEqual([7, 12]);
  });

  it('searches what is typed, trimmed and cut to the API’s 50 characters without breaking one', () => {
    expect(searchKeyword('  Canton   Fair ')).toBe('Canton Fair');
    expect(searchKeyword('   ')).toBe('');
    expect(searchKeyword('%')).toBe('%');
    expect(searchKeyword('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(searchKeyword('a'.repeat(10_000))).toBe('a'.repeat(50));
    const emoji = searchKeyword('👍🏽'.repeat(30));
    expect(emoji.length).toBeLessThanOrEqual(50);
    expect(emoji).toBe('👍🏽'.repeat(12));
    expect(searchKeyword(`${'展'.repeat(49)} 会`)).toBe('展'.repeat(49));
  });
});

describe('what a picker shows of an item', () => {
  it('names it in the editor’s language, the other when that one is empty', () => {
    expect(choiceName(fair, 'zh')).toBe('广交会');
    expect(choiceName(fair, 'en')).toBe('Canton Fair');
    expect(choiceName({ ...fair, name: { zh: '广交会', en: ' ' } }, 'en')).toBe('广交会');
  });

  it('tells two of a name apart by city and dates (a fair), city (a venue) or day (an article)', () => {
    expect(choiceDetail(fair, 'en')).toBe('Guangzhou · 2026-04-15 – 2026-04-19');
    expect(choiceDetail(fair, 'zh')).toBe('广州 · 2026-04-15 – 2026-04-19');
    expect(choiceDetail({ ...fair, startDate: null, endDate: null }, 'zh')).toBe('广州');
    expect(choiceDetail({ ...fair, city: null, endDate: null }, 'en')).toBe('2026-04-15');
    expect(choiceDetail({ ...fair, endDate: '2026-04-15' }, 'en')).toBe('Guangzhou · 2026-04-15');
    expect(choiceDetail({ ...fair, city: null, startDate: null, endDate: null }, 'en')).toBe('');
  });
});

describe('moving an item of a list', () => {
  it('moves up and down, and leaves the list as it is at its ends', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 5, 1)).toEqual([1, 2, 3]);
  });
});
