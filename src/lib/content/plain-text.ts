import { decodeHTML } from 'entities';

// The text of editor HTML, for a meta description or structured data: markup dropped, entities
// decoded (an editor's "Tom &amp; Jerry" is "Tom & Jerry"), white space collapsed, cut short.
// The HTML is an editor's (or a stranger's) and never trusted: the scan is linear in the input
// whatever it holds, and stops once it has the text it needs. Every pattern below matches
// wherever it starts (an unclosed tag, comment or script runs to the end of the input), so the
// search never restarts from a position it has already passed (`<[^>]*>` alone is quadratic in
// the number of "<").

// A comment; a script or style element with its content; a tag, whose quoted attribute values
// may hold ">". A "<" that is not followed by a letter, "/", "!" or "?" is text, as browsers read
// it ("a < b"). Each alternative of the tag's body starts differently from the others, and the
// body stops only at ">" or the end, which the pattern then matches: it never backtracks.
const markup =
  /<!--[\s\S]*?(?:-->|$)|<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)|<[a-z/!?](?:[^>=]|=\s*"[^"]*(?:"|$)|=\s*'[^']*(?:'|$)|=)*(?:>|$)/giu;

/** Cuts `text` to `max` characters with an ellipsis, never between the halves of a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(max - 1, 0);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * The text of `html`, white space collapsed, cut to `max` characters (with an ellipsis).
 * @example plainText('<p>Tom &amp; Jerry</p><script>x()</script>') // 'Tom & Jerry'
 */
export function plainText(html: string, max = 160): string {
  markup.lastIndex = 0;
  // Text gathered past this many more characters is collapsed, and the scan ends once it is
  // longer than `max`: the work is bounded by what is kept, not by the input.
  const slack = 2 * Math.min(max, html.length) + 64;
  let text = '';
  let from = 0;
  for (;;) {
    const found = markup.exec(html);
    text += ` ${decodeHTML(html.slice(from, found?.index ?? html.length))}`;
    if (text.length > slack) {
      text = text.replace(/\s+/gu, ' ');
      if (text.trim().length > max) break;
    }
    if (found === null) break;
    from = markup.lastIndex;
  }
  return cut(text.replace(/\s+/gu, ' ').trim(), max);
}
