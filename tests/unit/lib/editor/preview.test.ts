import { describe, expect, it } from 'vitest';
import type { ExhibitionDetail } from '../../../../src/lib/contract/exhibition.ts';
import type { WikiDetail } from '../../../../src/lib/contract/wiki.ts';
import type { SpecialTopic } from '../../../../src/lib/endpoints/content.ts';
import {
  checkCompanyDraft,
  checkExhibitionDraft,
  checkPavilionDraft,
  checkSpecialDraft,
  checkVisaDraft,
  checkWikiDraft,
  isPreviewable,
  maxDraftBytes,
  previewCompany,
  previewExhibition,
  previewSpecial,
  previewVisa,
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
  it('previews every kind with a page of its own, not an edition (shown on its fair’s pages)', () => {
    for (const kind of [
      'exhibitions',
      'pavilions',
      'news',
      'wiki',
      'companies',
      'periodicals',
      'specials',
      'visas',
    ])
      expect([kind, isPreviewable(kind)]).toEqual([kind, true]);
    expect(isPreviewable('editions')).toBe(false);
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

describe('the previews of companies, periodicals, special topics and visa products', () => {
  it('lays a company draft over the published company in the edition’s language', () => {
    const published = {
      id: 7,
      kind: 'organiser',
      name: 'Old',
      logo: '/old.png',
      industry: { id: 1, name: 'Industry' },
      country: { id: 1, name: 'China' },
      city: { id: 1, name: 'Shanghai' },
      intro: '<p>old</p>',
      website: null,
      organised: [],
      exhibitsAt: [],
      stands: [],
      followers: 3,
      updatedAt: '2026-01-01T00:00:00.000Z',
    } as const;
    const checked = checkCompanyDraft(
      JSON.stringify({
        name: { zh: '新名', en: 'New name' },
        intro: { zh: '<p>新</p>', en: '<p>new</p>' },
        kind: 'exhibitor',
        industryId: 1,
        cityId: 1,
        website: 'https://new.example',
        email: null,
        logo: '/new.png',
      }),
    );
    if (!checked.ok) throw new Error(checked.fields.join());
    expect(
      previewCompany({ ...published, organised: [], exhibitsAt: [], stands: [] }, checked.draft, 'zh'),
    ).toMatchObject({
      name: '新名',
      intro: '<p>新</p>',
      kind: 'exhibitor',
      website: 'https://new.example',
      logo: '/new.png',
      followers: 3,
    });
  });

  it('keeps a topic’s fairs the draft still names, in its order', () => {
    const fair = (id: number) => ({ id }) as unknown as SpecialTopic['exhibitions'][number];
    const published = {
      id: 2,
      title: 'Old',
      intro: 'old',
      cover: '/c.jpg',
      exhibitions: [fair(1), fair(2), fair(3)],
      news: [],
      updatedAt: '',
    };
    const checked = checkSpecialDraft(
      JSON.stringify({
        title: { zh: '专题', en: 'Topic' },
        intro: { zh: '简介', en: 'Intro' },
        cover: '/n.jpg',
        exhibitionIds: [3, 1, 9],
        newsIds: [],
      }),
    );
    if (!checked.ok) throw new Error(checked.fields.join());
    const shown = previewSpecial(published, checked.draft, 'en');
    expect(shown.exhibitions.map((item) => item.id)).toEqual([3, 1]);
    expect([shown.title, shown.cover]).toEqual(['Topic', '/n.jpg']);
  });

  it('shows a visa draft’s fees, documents by applicant kind and refund policy', () => {
    const published = {
      id: 4,
      title: 'Old',
      visaArea: { id: 1, name: 'Europe' },
      area: { id: 5, name: 'Germany' },
      type: { id: 1, name: 'Business visa' },
      bizType: { id: 2, name: 'Shanghai' },
      entries: 'single',
      validityDays: 90,
      stayDays: 30,
      processingDays: 10,
      priceMinor: 1,
      currency: 'CNY',
      intro: '',
      fees: [],
      applicantKinds: [{ code: 'employed', name: 'Employed', documents: [] as never[] }],
      updatedAt: '',
    } as const;
    const doc = (applicantKind: string) => ({
      code: 'passport',
      applicantKind,
      zh: '护照',
      en: 'Passport',
      required: true,
      noteZh: '原件',
      noteEn: 'Original',
    });
    const checked = checkVisaDraft(
      JSON.stringify({
        title: { zh: '签证', en: 'Visa' },
        intro: { zh: '<p>简介</p>', en: '<p>Intro</p>' },
        areaId: 5,
        type: 1,
        bizType: 2,
        entries: 'multiple',
        validityDays: 180,
        stayDays: 90,
        processingDays: 5,
        priceMinor: 70000,
        currency: 'CNY',
        fees: [{ code: 'consular', zh: '使馆费', en: 'Consular fee', amountMinor: 50000 }],
        documents: [doc('employed'), doc('student')],
        dailyQuota: 10,
        refundDays: 7,
        refundLateFeePercent: 20,
      }),
    );
    if (!checked.ok) throw new Error(checked.fields.join());
    const shown = previewVisa(
      { ...published, fees: [], applicantKinds: [...published.applicantKinds] },
      checked.draft,
      'zh',
    );
    expect(shown.fees).toEqual([{ code: 'consular', name: '使馆费', amountMinor: 50000 }]);
    expect(shown.applicantKinds.map((kind) => [kind.name, kind.documents[0]?.note])).toEqual([
      ['Employed', '原件'],
      ['student', '原件'],
    ]);
    expect(shown.refundPolicy).toEqual({ fullRefundDays: 7, lateFeePercent: 20 });
    expect(checkVisaDraft(JSON.stringify({ ...checked.draft, stayDays: 999 }))).toEqual({
      ok: false,
      fields: ['stayDays'],
    });
  });
});
