// Which links in rich text stay links: relative ones and those to the product's own hosts.

const relativeBase = 'https://relative.invalid/';

function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\.+|\.+$/g, '');
}

/**
 * Whether a link target is relative or on one of the product hosts (or a subdomain of one).
 * @example isProductLink('https://m.example.com/a', ['example.com']) // true
 */
export function isProductLink(href: string, productHosts: readonly string[]): boolean {
  let url: URL;
  try {
    // WHATWG parsing, as browsers do: '/\\evil.com', ' //evil.com' and tab tricks resolve the same way here.
    url = new URL(href, relativeBase);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase();
  if (url.origin === new URL(relativeBase).origin) return true;
  return productHosts.some((candidate) => {
    const allowed = normaliseHost(candidate);
    return allowed !== '' && (host === allowed || host.endsWith(`.${allowed}`));
  });
}
