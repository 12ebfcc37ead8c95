import { describe, expect, it } from 'vitest';
import { letterOf, pinyinOf } from './letters.ts';

// The two letter indexes: English names by their first letter, Chinese names by pinyin.

describe('pinyinOf', () => {
  it.each([
    ['中国国际进口博览会', 'Z', 'zhong guo guo ji jin kou bo lan hui'],
    // Polyphonic characters read in context.
    ['重庆车展', 'C', 'chong qing che zhan'],
    ['长沙国际会展中心', 'C', 'chang sha guo ji hui zhan zhong xin'],
    ['银行与金融博览会', 'Y', 'yin hang yu jin rong bo lan hui'],
    ['绿色能源展', 'L', 'lv se neng yuan zhan'],
    // A Latin first letter is its own letter; digits and symbols go under 0.
    ['CIIE 进博会', 'C', 'ciie jin bo hui'],
    ['2026 广交会', '0', '2026 guang jiao hui'],
    ['《展览》杂志', '0', '《 zhan lan 》 za zhi'],
    ['', '0', ''],
  ])('%s is under %s, sorted as %s', (name, letter, key) => {
    expect(pinyinOf(name)).toEqual({ pinyinLetter: letter, pinyinKey: key });
  });

  it('differs from the English index where Chinese readers expect it to', () => {
    expect(letterOf('China International Import Expo')).toBe('C');
    expect(pinyinOf('中国国际进口博览会').pinyinLetter).toBe('Z');
  });
});
