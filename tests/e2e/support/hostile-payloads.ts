import { loadXssCorpus } from '../../support/xss-corpus.ts';

// Hostile values for the end-to-end tests: the public corpora checked in under tests/fixtures/xss
// plus classic payloads that set window.__xss instead of opening a dialog (so a payload that runs
// without alert(), e.g. from a lazy image, is caught too).

/** A payload and where it came from ('classic' for the list below). */
export interface HostilePayload {
  source: string;
  payload: string;
}

/** Classic injections; each one, if it ever ran, sets window.__xss or opens a dialog. */
const classicPayloads: readonly string[] = [
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '"><script>window.__xss=1</script>',
  "'><script>window.__xss=1</script>",
  'javascript:window.__xss=1',
  '<a href="jav&#x09;ascript:window.__xss=1">x</a>',
  '<a href="javascript:window.__xss=1">x</a>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<frameset onload="window.__xss=1">',
  "{{constructor.constructor('window.__xss=1')()}}",
  '</title><script>window.__xss=1</script>',
  '</textarea><script>window.__xss=1</script>',
  '</script><script>window.__xss=1</script>',
  "'-alert(1)-'",
  '"-alert(1)-"',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<body onload="window.__xss=1">',
  '<input autofocus onfocus="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="data:text/html,<script>parent.__xss=1</script>">',
  '<form action="javascript:window.__xss=1"><button>x</button></form>',
  '<button formaction="javascript:window.__xss=1">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<svg><a xlink:href="javascript:window.__xss=1"><text y="20">x</text></a></svg>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<style>@import "javascript:window.__xss=1";</style><img src=x onerror=window.__xss=1>',
  '<img src="x` `<script>window.__xss=1</script>"` `>',
  '${alert(1)}',
  '<!--<img src="--><img src=x onerror=window.__xss=1//">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058window.__xss=1">x</a>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
];

/** Every payload: the public corpora, then the classics. Loaded once per worker. */
export function hostilePayloads(): HostilePayload[] {
  return [...loadXssCorpus(), ...classicPayloads.map((payload) => ({ source: 'classic', payload }))];
}

/** Whether the API can store a string: no NUL, no lone surrogate (PostgreSQL refuses both). */
export function isStorable(text: string): boolean {
  return !text.includes('\0') && text.isWellFormed();
}

/**
 * Joins payloads into texts of at most `maxChars` (a payload longer than that on its own is
 * left out), so a few articles carry a whole corpus.
 */
export function batchPayloads(payloads: readonly string[], maxChars: number): string[] {
  const batches: string[] = [];
  let current = '';
  for (const payload of payloads) {
    if (payload.length > maxChars) continue;
    const joined = current === '' ? payload : `${current}\n<p>·</p>\n${payload}`;
    if (joined.length > maxChars) {
      batches.push(current);
      current = payload;
    } else {
      current = joined;
    }
  }
  if (current !== '') batches.push(current);
  return batches;
}

/** Payloads that fit a short field of `maxChars` (after trimming, as the API trims). */
export function shortPayloads(payloads: readonly string[], maxChars: number): string[] {
  return payloads.filter((payload) => payload.trim().length > 0 && payload.trim().length <= maxChars);
}
