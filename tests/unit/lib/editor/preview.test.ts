import { describe, expect, it } from 'vitest';
import type { ExhibitionDetail } from '../../../../src/lib/contract/exhibition.ts';
import type { WikiDetail } from '../../../../src/lib/contract/wiki.ts';
import {
  checkExhibitionDraft,
  checkPavilionDraft,
  checkWikiDraft,
  isPreviewable,
  maxDraftBytes,
  previewExhibition,
  previewWiki,
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
  it('previews fairs, venues, news and wiki articles, nothing else', () => {
    expect(isPreviewable('exhibitions')).toBe(true);
    expect(isPreviewable('pavilions')).toBe(true);
    expect(isPreviewable('news')).toBe(true);
    expect(isPreviewable('wiki')).toBe(true);
    expect(isPreviewable('companies')).toBe(false);
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

  it("lays a wiki draft's title, summary and body in the edition's language over the published article", () => {
    const published = {
      id: 3,
      title: 'Published',
      summary: 'Old summary',
      body: '<p>old</p>',
      exhibitionId: 0,
      category: { id: 1, name: 'Guides' },
      related: [{ id: 4 }],
    } as unknown as WikiDetail;
    const wiki = {
      title: { zh: '草稿词条', en: 'Draft entry' },
      summary: { zh: '摘要', en: 'Summary' },
      body: { zh: '<p>正文</p>', en: '<p>Body</p>' },
      categoryId: 2,
      industryId: 1,
      exhibitionId: 5,
    };
    const checked = checkWikiDraft(JSON.stringify(wiki));
    if (!checked.ok) throw new Error('the draft should pass');
    const zh = previewWiki(published, checked.draft, 'zh');
    const en = previewWiki(published, checked.draft, 'en');
    expect([zh.title, en.title]).toEqual(['草稿词条', 'Draft entry']);
    expect([zh.body, en.summary, en.exhibitionId]).toEqual(['<p>正文</p>', 'Summary', 5]);
    expect(en.category).toBe(published.category);
    expect(en.related).toBe(published.related);
    expect(checkWikiDraft(JSON.stringify({ ...wiki, title: { zh: '', en: '' } }))).toMatchObject({
      ok: false,
    });
  });
});
