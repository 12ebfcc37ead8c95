// Astro's policy lists the hashes of every inline script and style of the whole build (on
// this site: the inlined stylesheets of every route, every hoisted script), while a page holds
// a few of them. An exported page carries its policy inside it (export-meta.ts), so the unused
// hashes would weigh on every page, gzipped or not, since hashes do not compress.
// The export keeps only the hashes of the inline elements the page holds; it never adds one.
import { createHash } from 'node:crypto';
import { hashSource, parsePolicy, serializePolicy } from './csp.ts';

const scriptOpening = Buffer.from('<script');

/** Each element's start and end tag, as the build writes them. */
const elements = [
  { opening: scriptOpening, closing: Buffer.from('</script') },
  { opening: Buffer.from('<style'), closing: Buffer.from('</style') },
] as const;

/** After `<script` or `<style`: the tag goes on (white space, `>` or `/`), else it is another name. */
function endsTagName(byte: number | undefined): boolean {
  return (
    byte === 0x3e ||
    byte === 0x2f ||
    byte === 0x20 ||
    byte === 0x09 ||
    byte === 0x0a ||
    byte === 0x0c ||
    byte === 0x0d
  );
}

/**
 * A JSON data block (`<script type="application/ld+json">`, `application/json`): never run, so no
 * policy governs it, and its text differs on every page (structured data). Leaving it out keeps a
 * page family's set of hashes the same from page to page, so its meta policy is made once
 * (export-meta.ts). Only these two types are left out: any other script is hashed.
 */
const jsonDataBlock = /\stype\s*=\s*(["']?)application\/(?:ld\+)?json\1[\s/>]/i;

// A page family inlines the same few stylesheets and scripts on every page: their hashes are
// kept with a copy of the text they hash, and a text that compares equal byte for byte (a memory
// comparison, several times cheaper than SHA-256) takes the kept hash.
const knownTexts = new Map<number, { text: Buffer; source: string }[]>();
let knownCount = 0;
/** Texts kept before the memory is emptied (pages of one build hold about a hundred). */
const knownLimit = 512;

/** The hash source of one element's text, from the kept texts when one is equal. */
function hashSourceOf(text: Buffer): string {
  const sameLength = knownTexts.get(text.byteLength);
  const known = sameLength?.find((entry) => entry.text.equals(text));
  if (known !== undefined) return known.source;
  const source = `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  if (knownCount >= knownLimit) {
    knownTexts.clear();
    knownCount = 0;
  }
  // A copy: `text` is a view of the page, whose buffer is transferred to another thread.
  const entry = { text: Buffer.from(text), source };
  if (sameLength === undefined) knownTexts.set(text.byteLength, [entry]);
  else sameLength.push(entry);
  knownCount += 1;
  return source;
}

/**
 * The CSP hash sources (`'sha256-…'`) of the text of every `<script>` and `<style>` element of an
 * HTML page, as the browser hashes it (the raw UTF-8 bytes between the tags), JSON data blocks
 * excepted. Scripts with `src` are hashed too: the result only ever narrows a policy, so an extra
 * hash does no harm. The tags are matched as the build writes them (lower case); attribute values
 * never hold a raw `>` (Astro escapes them), so the start tag ends at the first one.
 */
export function inlineElementHashes(html: Uint8Array): Set<string> {
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const hashes = new Set<string>();
  for (const { opening, closing } of elements) {
    let at = bytes.indexOf(opening);
    while (at !== -1) {
      if (!endsTagName(bytes[at + opening.length])) {
        at = bytes.indexOf(opening, at + opening.length);
        continue;
      }
      const textStart = bytes.indexOf(0x3e, at) + 1;
      const textEnd = textStart === 0 ? -1 : bytes.indexOf(closing, textStart);
      if (textEnd === -1) break;
      if (opening === scriptOpening && jsonDataBlock.test(bytes.toString('latin1', at, textStart))) {
        at = bytes.indexOf(opening, textEnd + closing.length);
        continue;
      }
      hashes.add(hashSourceOf(bytes.subarray(textStart, textEnd)));
      at = bytes.indexOf(opening, textEnd + closing.length);
    }
  }
  return hashes;
}

/**
 * The policy with only the hash sources `present` names in its script and style directives;
 * every other source ('self', hosts, nonces, keywords) and directive is kept as written.
 */
export function withPresentHashes(policy: string, present: ReadonlySet<string>): string {
  const directives = parsePolicy(policy);
  for (const [name, sources] of directives) {
    if (!name.startsWith('script-src') && !name.startsWith('style-src')) continue;
    directives.set(
      name,
      sources.filter((source) => !hashSource.test(source) || present.has(source)),
    );
  }
  return serializePolicy(directives);
}
