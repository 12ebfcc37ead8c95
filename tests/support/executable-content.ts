// An independent check of cleaned HTML: parses it as a page would (inside a <div> of <body>) and
// lists everything that could run script or navigate on its own. It shares no code with the
// cleaner, so a gap in one is not hidden by the same gap in the other.
import { JSDOM } from 'jsdom';

// Elements that run, embed, restyle or redirect, or hold a parser that differs from HTML's.
const dangerousElements = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'style',
  'form',
  'button',
  'input',
  'textarea',
  'select',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'math',
  'svg',
  'portal',
  'fencedframe',
]);

// Attributes whose value is fetched or navigated to.
const urlAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'data',
  'codebase',
  'cite',
  'dynsrc',
  'lowsrc',
  'longdesc',
  'usemap',
  'manifest',
  'ping',
  'archive',
  'classid',
  'icon',
  'profile',
]);

// Raster images only: script-capable data types (text/html, image/svg+xml...) are not allowed.
const safeDataUrl = /^data:image\/(?:png|jpe?g|gif|webp|avif|bmp)[;,]/;

/** A URL as a browser reads its scheme: control characters and spaces trimmed, tabs and newlines removed, lower case. */
function urlForScheme(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end -= 1;
  return value
    .slice(start, end)
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
}

function dangerousUrl(value: string): boolean {
  const url = urlForScheme(value);
  if (/^(?:javascript|vbscript|livescript|mocha):/.test(url)) return true;
  return url.startsWith('data:') && !safeDataUrl.test(url);
}

// Every candidate with its whitespace removed: stricter than a browser (which ends the URL at the
// first space), so 'java\tscript:' counts too.
function srcsetUrls(value: string): string[] {
  return value
    .split(',')
    .map((candidate) => candidate.replace(/\s+/g, ''))
    .filter((url) => url !== '');
}

const dangerousStyle = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|url\s*\(|@import/i;

function inspect(root: Element, findings: string[]): void {
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName.toLowerCase();
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      findings.push(`foreign element <${name}> (${element.namespaceURI ?? 'no namespace'})`);
    }
    if (dangerousElements.has(name)) findings.push(`element <${name}>`);
    for (const attribute of element.attributes) {
      const attributeName = attribute.name.toLowerCase();
      const where = `<${name} ${attributeName}="${attribute.value.slice(0, 60)}">`;
      if (attributeName.startsWith('on')) findings.push(`event handler ${where}`);
      if (attributeName === 'srcdoc') findings.push(`srcdoc ${where}`);
      if (attributeName === 'style' && dangerousStyle.test(attribute.value)) findings.push(`style ${where}`);
      if (attributeName === 'http-equiv') findings.push(`http-equiv ${where}`);
      if (attributeName === 'is') findings.push(`customized built-in ${where}`);
      if (urlAttributes.has(attributeName) || attribute.localName === 'href') {
        if (dangerousUrl(attribute.value)) findings.push(`script URL ${where}`);
      }
      if (attributeName === 'srcset' || attributeName === 'imagesrcset') {
        if (srcsetUrls(attribute.value).some(dangerousUrl)) findings.push(`script URL in srcset ${where}`);
      }
    }
  }
}

// Parsing happens in a document without a browsing context: jsdom's window document would start
// image processing for every <img src>, which takes seconds on a multi-megabyte data URL.
let inert: Document | undefined;

/**
 * Lists every piece of executable content in `html` (empty when none): script-capable elements,
 * svg and math, inline event handlers, javascript:/vbscript:/data: (non-raster) URLs in any URL
 * attribute or srcset, srcdoc, script-capable inline styles. jsdom parses with scripting off; a
 * browser's scripting-on parse differs only after a <noscript> tag, which is itself reported.
 */
export function findExecutableContent(html: string): string[] {
  inert ??= new JSDOM('<!doctype html>').window.document.implementation.createHTMLDocument('');
  const container = inert.createElement('div');
  container.innerHTML = html;
  const findings: string[] = [];
  inspect(container, findings);
  return [...new Set(findings)];
}
