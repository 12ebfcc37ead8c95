import { describe, expect, it } from 'vitest';
import { versionDiff } from './version-diff.ts';

describe('versionDiff', () => {
  it('names only the fields that changed, a bilingual field by its language, short values before and after', () => {
    const before = { name: { zh: '甲展', en: 'Fair A' }, year: 2026, status: 'scheduled' };
    const after = { name: { zh: '甲展', en: 'Fair B' }, year: 2027, status: 'scheduled' };
    expect(versionDiff(before, after, 'en')).toEqual([
      { path: 'name.en', before: 'Fair A', after: 'Fair B', parts: undefined },
      { path: 'year', before: '2026', after: '2027', parts: undefined },
    ]);
  });

  it('lists a field the newer version dropped, and nothing for two equal versions', () => {
    expect(versionDiff({ a: 'x', b: 'y' }, { a: 'x' }, 'zh')).toEqual([
      { path: 'b', before: 'y', after: '', parts: undefined },
    ]);
    expect(versionDiff({ a: 'x', n: null }, { a: 'x', n: null }, 'zh')).toEqual([]);
  });

  it('compares a long text word by word, Chinese too, so the parts rebuild both versions', () => {
    // Over the 80 characters from which a text is compared word by word.
    const rest =
      '展期三天，设有六个展馆，同期举办行业论坛、新品发布会、采购对接会和技术交流活动，欢迎各地采购商莅临参观洽谈。';
    const before = {
      intro: { zh: `本届展会汇聚全球三百家参展商，展示最新的工程机械与智能制造技术。${rest}`, en: '' },
    };
    const after = {
      intro: { zh: `本届展会汇聚全球五百家参展商，展示最新的工程机械与智能制造技术。${rest}`, en: '' },
    };
    const [change] = versionDiff(before, after, 'en');
    expect(change?.path).toBe('intro.zh');
    const parts = change?.parts ?? [];
    expect(parts.some((part) => part.change === 'removed' && part.value.includes('三'))).toBe(true);
    expect(parts.some((part) => part.change === 'added' && part.value.includes('五'))).toBe(true);
    const rebuilt = (keep: 'added' | 'removed') =>
      parts
        .filter((part) => part.change !== keep)
        .map((part) => part.value)
        .join('');
    expect(rebuilt('added')).toBe(before.intro.zh);
    expect(rebuilt('removed')).toBe(after.intro.zh);
    // Most of the sentence is kept: the diff is by words, not the whole text replaced.
    const kept = parts
      .filter((part) => part.change === 'kept')
      .map((part) => part.value)
      .join('');
    expect(kept.length).toBeGreaterThan(before.intro.zh.length / 2);
  });

  it('reads a list one item a line and treats a multi-line text as long', () => {
    const [change] = versionDiff({ tags: ['a', 'b'] }, { tags: ['a', 'c'] }, 'en');
    expect(change).toMatchObject({ path: 'tags', before: 'a\nb', after: 'a\nc' });
    expect(change?.parts).toBeDefined();
  });
});
