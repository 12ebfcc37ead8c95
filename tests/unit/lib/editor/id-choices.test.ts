import { describe, expect, it } from 'vitest';
import type { Lookups } from '../../../../src/lib/contract/lookup.ts';
import { hasChoice, idChoices } from '../../../../src/lib/editor/id-choices.ts';

const lookups = {
  industries: [{ id: 1, name: 'Electronics', subIndustries: [{ id: 11, name: 'Components' }] }],
  continents: [
    {
      id: 1,
      name: 'Asia',
      countries: [
        { id: 5, name: 'China', code: 'CN', cities: [{ id: 50, name: 'Shanghai', lat: 0, lng: 0 }] },
      ],
    },
  ],
  timeWindows: [],
  newsTypes: [{ id: 3, name: 'Fair news' }],
  wikiCategories: [{ id: 4, name: 'Booth design' }],
  visaTypes: [{ id: 1, name: 'Business visa' }],
  consularDistricts: [{ id: 2, name: 'Shanghai consular district' }],
} satisfies Lookups;

describe('id fields as choices by name', () => {
  it('groups sub-industries by industry and cities by country', () => {
    expect(idChoices('subIndustryId', lookups)).toEqual([
      { label: 'Electronics', options: [{ value: 11, label: 'Components' }] },
    ]);
    expect(idChoices('cityId', lookups)).toEqual([
      { label: 'China', options: [{ value: 50, label: 'Shanghai' }] },
    ]);
  });

  it('lists industries, news types and categories flat, and leaves other ids as numbers', () => {
    expect(idChoices('typeId', lookups)?.[0]?.options).toEqual([{ value: 3, label: 'Fair news' }]);
    expect(idChoices('categoryId', lookups)?.[0]?.label).toBeUndefined();
    expect(idChoices('industryId', lookups)?.[0]?.options[0]?.label).toBe('Electronics');
    // A fair's venue is searched by name (item-choices.ts), not listed.
    expect(idChoices('pavilionId', lookups)).toBeUndefined();
  });

  it('names a visa product’s type and consular district', () => {
    expect(idChoices('type', lookups)?.[0]?.options).toEqual([{ value: 1, label: 'Business visa' }]);
    expect(idChoices('bizType', lookups)?.[0]?.options).toEqual([
      { value: 2, label: 'Shanghai consular district' },
    ]);
  });

  it('knows whether a stored id is still listed', () => {
    const groups = idChoices('cityId', lookups) ?? [];
    expect(hasChoice(groups, 50)).toBe(true);
    expect(hasChoice(groups, 51)).toBe(false);
  });
});
