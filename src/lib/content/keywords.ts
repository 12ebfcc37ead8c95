// Automatic internal linking of keywords in article bodies, on the server's shared jsdom window
// (rules in keyword-links.ts).
import { parseFragment } from './server-dom.ts';
import { createKeywordLinker } from './keyword-links.ts';

export {
  isSameTarget,
  keywordPattern,
  maxKeywordLinks,
  selectKeywords,
  type KeywordEntry,
} from './keyword-links.ts';

/**
 * Links up to `maxKeywordLinks` keywords in sanitized article HTML (the output of
 * `sanitizeRichText`), each at its first occurrence outside links, headings and code.
 * Longer keywords are placed first, so they win over the shorter ones they contain.
 * @example linkKeywords('<p>参加进博会</p>', [{ url: '/expo/1.html', content: '进博会' }]) // '<p>参加<a href="/expo/1.html">进博会</a></p>'
 */
export const linkKeywords = createKeywordLinker(parseFragment);
