import { describe, expect, it } from 'vitest';
import type { ExhibitionDetail } from '../../../../src/lib/contract/exhibition.ts';
import {
  checkExhibitionDraft,
  checkPavilionDraft,
  isPreviewable,
  maxDraftBytes,
  previewExhibition,
} from '../../../../src/lib/editor/preview.ts';

const draft = {
  name: { zh: '草稿展会', en: 'Draft fair' },
  intro: { zh: '<p>中文简介</p>', en: '<p>English intro</p>' },
  scope: { zh: '范围', en: 'Scope' },
  shortName: 'DRAFT',
  subIndustryId: 1,
  cityId: 1,
  pavilionId: 1,
  organiserId: 1,
  startDate: '2027-05-01',
  endDate: '2027-05-03',
  images: ['/oss/editor/abcdefghijklmnop.webp', '/oss/images/exhibition/1-2.jpg'],
  frequency: 'annual',
  areaSqm: 1000,
  exhibitors: 10,
  visitors: 100,
};

describe('the console preview', () => {
  it('previews fairs, venues and news articles, not wiki articles yet', () => {
    expect(isPreviewable('exhibitions')).toBe(true);
    expect(isPreviewable('pavilions')).toBe(true);
    expect(isPreviewable('news')).toBe(true);
    expect(isPreviewable('wiki')).toBe(false);
    expect(isPreviewable('__proto__')).toBe(false);
  });

  it('checks a draft as a save does, naming the wrong fields', () => {
    expect(checkExhibitionDraft(JSON.stringify(draft)).ok).toBe(true);
    const wrong = checkExhibitionDraft(JSON.stringify({ ...draft, shortName: '', images: [] }));
    expect(wrong).toEqual({ ok: false, fields: ['shortName', 'images'] });
    expect(checkExhibitionDraft('{not json')).toEqual({ ok: false, fields: ['(draft)'] });
    expect(checkPavilionDraft(JSON.stringify(draft)).ok).toBe(false);
    expect(checkExhibitionDraft(' '.repeat(maxDraftBytes + 1))).toEqual({ ok: false, fields: ['(draft)'] });
  });

  it("lays the draft's fields in the edition's language over the published fair, keeping the rest", () => {
    const published = {
      id: 7,
      name: 'Published',
      cover: '/old.jpg',
      images: ['/old.jpg'],
      tickets: [{ id: 1 }],
    } as unknown as ExhibitionDetail;
    const checked = checkExhibitionDraft(JSON.stringify(draft));
    if (!checked.ok) throw new Error('the draft should pass');
    const zh = previewExhibition(published, checked.draft, 'zh');
    const en = previewExhibition(published, checked.draft, 'en');
    expect([zh.name, en.name]).toEqual(['草稿展会', 'Draft fair']);
    expect(en.intro).toBe('<p>English intro</p>');
    expect(zh.cover).toBe('/oss/editor/abcdefghijklmnop.webp');
    expect(zh.tickets).toBe(published.tickets);
    expect(published.name).toBe('Published');
  });
});
