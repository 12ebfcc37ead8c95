// Helpers of the token test: the style text of a source file and the raw colours in it.

/** The style text of a file: all of a stylesheet, or the <style> blocks of an .astro component. */
export function styleSources(text: string, file: string): string {
  if (!file.endsWith('.astro')) return text;
  return [...text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('\n');
}

/** Comments dropped: a comment may quote a colour it explains. */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

/**
 * The raw colours in CSS text: hex literals, rgb()/rgba()/hsl()/hsla() calls and the keywords
 * black and white used as values (selectors such as #main or .white-space are not colours).
 */
export function rawColours(css: string): string[] {
  const code = withoutComments(css)
    .replace(/"[^"]*"|'[^']*'/g, '""')
    .replace(/var\(--[\w-]+\)/g, 'var()');
  const found: string[] = [];
  for (const declaration of code.matchAll(/:\s*([^;{}]+)[;}]/g)) {
    const value = declaration[1] ?? '';
    for (const match of value.matchAll(/#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(|\b(?:white|black)\b/g))
      found.push(match[0]);
  }
  return found;
}
