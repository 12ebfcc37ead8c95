import { pinyin } from 'pinyin-pro';

/** The sitemap letter of an English name: its first letter A-Z upper-cased, else '0' (digits, symbols). */
export function letterOf(englishName: string): string {
  const first = englishName.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '0';
}

/** Formats a UTC day count since 1970-01-01 as YYYY-MM-DD. */
export function isoDay(days: number): string {
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(iso: string): number {
  return Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
}

/**
 * The Chinese letter index of a Chinese name: the pinyin initial of its first character,
 * upper-cased (a Latin first letter counts as itself), else '0' (digits, symbols); and the
 * name's toneless pinyin, lower-cased, by which the Chinese index sorts. Polyphonic characters
 * are read in context (重庆 chongqing, 银行 yinhang).
 * @example pinyinOf('重庆车展') // { pinyinLetter: 'C', pinyinKey: 'chong qing che zhan' }
 */
export function pinyinOf(chineseName: string): { pinyinLetter: string; pinyinKey: string } {
  const syllables = pinyin(chineseName.trim(), {
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
    v: true,
  })
    .map((syllable) => syllable.trim())
    .filter((syllable) => syllable !== '');
  const key = syllables.join(' ').toLowerCase();
  const first = key.charAt(0).toUpperCase();
  return { pinyinLetter: /^[A-Z]$/.test(first) ? first : '0', pinyinKey: key };
}
