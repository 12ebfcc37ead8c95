// The stored manifest of what the bucket holds: one line per object written (`key md5`) or
// deleted (`key -`), appended right after each request succeeds. Comparing against it needs
// no listing (240k objects at scale), and an interrupted publish resumes exactly where it
// stopped: every object whose PUT succeeded is in the journal, nothing is uploaded twice.
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The journal file of a bucket at an endpoint, kept beside the export. */
export function journalFile(root: string, endpoint: string, bucket: string): string {
  const host = new URL(endpoint).host.replace(/[^a-zA-Z0-9.-]/g, '_');
  return join(root, '.publish', `${host}-${bucket}.jsonl`);
}

/** What the bucket holds according to the journal: key -> MD5 hex. */
export class PublishJournal {
  readonly file: string;
  readonly objects = new Map<string, string>();
  #appended = 0;

  /** Reads the journal (an absent one is an empty bucket). */
  constructor(file: string) {
    this.file = file;
    mkdirSync(dirname(file), { recursive: true });
    if (!existsSync(file)) return;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const [key, md5] = line.split(' ');
      if (!key || !md5) continue;
      if (md5 === '-') this.objects.delete(key);
      else this.objects.set(key, md5);
    }
  }

  /** Records an object written. */
  put(key: string, md5: string): void {
    this.objects.set(key, md5);
    appendFileSync(this.file, `${key} ${md5}\n`);
    this.#appended += 1;
  }

  /** Records an object deleted. */
  delete(key: string): void {
    this.objects.delete(key);
    appendFileSync(this.file, `${key} -\n`);
    this.#appended += 1;
  }

  /** Replaces the whole record with what a listing of the bucket found (`--verify`). */
  reset(prefix: string, listed: ReadonlyMap<string, string>): void {
    for (const key of [...this.objects.keys()]) if (key.startsWith(prefix)) this.objects.delete(key);
    for (const [key, md5] of listed) this.objects.set(key, md5);
    this.compact();
  }

  /** Rewrites the journal as one line per object (atomically), once it has grown. */
  compact(): void {
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, [...this.objects].map(([key, md5]) => `${key} ${md5}\n`).join(''));
    renameSync(temporary, this.file);
    this.#appended = 0;
  }

  /** Lines appended since the last compaction. */
  get appended(): number {
    return this.#appended;
  }
}
