// The inline styles an editor's rich text may keep: formatting properties with plain values.

// Inline styles editors produce for formatting. Anything else (position, display, behavior,
// -moz-binding, content...) is dropped so an article cannot overlay or hide page chrome.
const allowedStyleProperties = new Set([
  'color',
  'background-color',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'text-align',
  'text-decoration',
  'text-indent',
  'line-height',
  'letter-spacing',
  'vertical-align',
  'white-space',
  'width',
  'height',
  'max-width',
  'float',
  'list-style-type',
  'border-collapse',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
]);
// Colour functions are the only functions allowed in a value: url(), expression(), image-set()
// and friends all need '(' and are refused by `safeStyleValue`. One character class (no '\s*'
// before it) keeps the match linear on a long run of spaces.
const colourFunction = /\b(?:rgba?|hsla?)\([\d.\s,%/]*\)/gi;
const safeStyleValue = /^[\w\s#%.,+\-"'!]*$/;

/** Keeps only the allowed, value-safe declarations of a style attribute (empty string when none remain). */
export function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!allowedStyleProperties.has(property) || value === '') continue;
    if (!safeStyleValue.test(value.replace(colourFunction, ''))) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}
