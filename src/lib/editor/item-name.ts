// What the console calls an item in its headings: its name, else its title, else its summary
// (a fair edition has only a summary), in the editor's language or the other one when empty.

/**
 * The item's name in `lang` (the other language when that one is empty); '' when it has none.
 * @example itemName({ summary: { zh: '第14届', en: '' } }, 'en') // '第14届'
 */
export function itemName(item: Readonly<Record<string, unknown>>, lang: 'zh' | 'en'): string {
  const pair = (item.name ?? item.title ?? item.summary) as { zh?: unknown; en?: unknown } | undefined;
  const [first, second] = lang === 'zh' ? [pair?.zh, pair?.en] : [pair?.en, pair?.zh];
  const text = typeof first === 'string' && first.trim() !== '' ? first : second;
  return typeof text === 'string' ? text.trim() : '';
}
