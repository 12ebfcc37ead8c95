import { describe, expect, it } from 'vitest';
import { itemName } from './item-name.ts';

describe('itemName', () => {
  it('names an item by its name, title or (a fair edition) summary, in the editor’s language', () => {
    expect(itemName({ name: { zh: '广交会', en: 'Canton Fair' } }, 'en')).toBe('Canton Fair');
    expect(itemName({ title: { zh: '专题', en: 'Topic' } }, 'zh')).toBe('专题');
    expect(itemName({ summary: { zh: '第14届雅加达工程机械周', en: 'Edition 14' } }, 'zh')).toBe(
      '第14届雅加达工程机械周',
    );
  });

  it('falls back to the other language, and says nothing when there is no name', () => {
    expect(itemName({ name: { zh: '广交会', en: '  ' } }, 'en')).toBe('广交会');
    expect(itemName({ id: 3 }, 'zh')).toBe('');
    expect(itemName({ name: { zh: 5, en: null } }, 'zh')).toBe('');
  });
});
