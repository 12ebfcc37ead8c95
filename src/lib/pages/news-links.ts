// Whitespace, controls and backslashes never belong in an editor's link.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const unsafeLinkCharacters = /[\u0000-\u0020\u007f\\]/;

/** Whether a supplied link is a same-site path or an http(s) URL (never javascript: and the like). */
export function isSafeLink(link: string): boolean {
  // Browsers drop tabs and newlines inside URLs and read a backslash as a slash: '/\t/evil.example'
  // would become the protocol-relative '//evil.example'.
  if (unsafeLinkCharacters.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Whether a news link leaves the site (it then opens with rel="noopener"). */
export function isExternalLink(href: string): boolean {
  return !href.startsWith('/');
}
