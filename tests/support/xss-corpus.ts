// The public XSS corpora checked in under tests/fixtures/xss (one folder per source, each with its
// licence and origin). Read from disk rather than imported so the payloads stay plain data.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const corpusRoot = fileURLToPath(new URL('../fixtures/xss/', import.meta.url));

/** The names of the corpus folders (dompurify, h5sc, owasp), sorted. */
export function xssCorpusSources(): string[] {
  return readdirSync(corpusRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every payload of every source, in source then file order. */
export function loadXssCorpus(): { source: string; payload: string }[] {
  return xssCorpusSources().flatMap((source) => {
    const parsed: unknown = JSON.parse(readFileSync(join(corpusRoot, source, 'payloads.json'), 'utf8'));
    if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
      throw new Error(`tests/fixtures/xss/${source}/payloads.json is not an array of strings`);
    }
    return parsed.map((payload: string) => ({ source, payload }));
  });
}
