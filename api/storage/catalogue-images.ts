// The reference environment's object storage for catalogue pictures: every seeded image
// address (/oss/images/{kind}/{name}) answers a small deterministic SVG picture, so pages show
// real images with no files in the repository and no outside host. Uploaded files live in the
// database instead (domain/uploads.ts).

/** Kinds of seeded images and the aspect each is shown at. */
const kinds: Record<string, { width: number; height: number }> = {
  exhibition: { width: 640, height: 360 },
  pavilion: { width: 640, height: 360 },
  news: { width: 640, height: 360 },
  special: { width: 640, height: 360 },
  periodical: { width: 300, height: 420 },
  company: { width: 200, height: 200 },
  user: { width: 200, height: 200 },
};

/** The parts of a catalogue image path, or undefined when it names no catalogue image. */
export function parseImagePath(path: string): { kind: string; name: string } | undefined {
  const match = /^\/oss\/images\/([a-z]+)\/([A-Za-z0-9_-]{1,64})\.(?:jpg|jpeg|png|webp)$/.exec(path);
  if (!match) return undefined;
  const [, kind = '', name = ''] = match;
  return kinds[kind] ? { kind, name } : undefined;
}

/** A 32-bit FNV-1a hash: stable colours per image. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** The picture of one image: a two-colour gradient with a pictogram of its kind. */
export function catalogueImageSvg(kind: string, name: string): string {
  const size = kinds[kind] ?? { width: 640, height: 360 };
  const seed = hash(`${kind}/${name}`);
  const hue = seed % 360;
  const from = `hsl(${String(hue)} 55% 42%)`;
  const to = `hsl(${String((hue + 40) % 360)} 60% 62%)`;
  const { width, height } = size;
  const cx = width / 2;
  const cy = height / 2;
  const unit = Math.min(width, height) / 6;
  const shapes: Record<string, string> = {
    exhibition: `<path d="M${String(cx - 2 * unit)} ${String(cy + unit)}h${String(4 * unit)}v-${String(1.4 * unit)}l-${String(2 * unit)}-${String(unit)}-${String(2 * unit)} ${String(unit)}z"/>`,
    pavilion: `<path d="M${String(cx - 2 * unit)} ${String(cy + unit)}h${String(4 * unit)}v-${String(unit)}q-${String(2 * unit)}-${String(2 * unit)}-${String(4 * unit)} 0z"/>`,
    news: `<rect x="${String(cx - 1.3 * unit)}" y="${String(cy - 1.5 * unit)}" width="${String(2.6 * unit)}" height="${String(3 * unit)}" rx="6"/>`,
    special: `<circle cx="${String(cx)}" cy="${String(cy)}" r="${String(1.4 * unit)}"/>`,
    periodical: `<rect x="${String(cx - 1.5 * unit)}" y="${String(cy - 2 * unit)}" width="${String(3 * unit)}" height="${String(4 * unit)}" rx="4"/>`,
    company: `<rect x="${String(cx - 1.5 * unit)}" y="${String(cy - 1.5 * unit)}" width="${String(3 * unit)}" height="${String(3 * unit)}" rx="${String(unit)}"/>`,
    user: `<circle cx="${String(cx)}" cy="${String(cy - 0.5 * unit)}" r="${String(unit)}"/><path d="M${String(cx - 1.8 * unit)} ${String(cy + 2 * unit)}q${String(1.8 * unit)}-${String(2.4 * unit)} ${String(3.6 * unit)} 0z"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><g fill="#fff" fill-opacity=".85">${shapes[kind] ?? ''}</g></svg>`;
}
