// The pages of an export's record, spooled to a file as they render instead of held in memory,
// and the record written from it. Held as objects, a whole site's record grows with every page
// rendered, and its JSON text is made again at the end of the run, where the process is largest
// (docs/benchmarks.md "Export"). The spool holds each page's entry as JSON
// text (`,"path":{"file":...,"tags":[...]}`) appended to a file; writing the record streams the
// header, the pages held in `meta.pages` (those an incremental export reused) and the spool.
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { metaFileName, type ExportedPage, type ExportMeta } from './export-meta.ts';

/** Bytes of entries gathered before they are handed to the file (one write per batch). */
const batchBytes = 64 * 1024;

/** The JSON text of one page entry of the record's `pages` object, without a separator. */
function pageEntry(path: string, page: ExportedPage): string {
  return `${JSON.stringify(path)}:${JSON.stringify(page)}`;
}

/** Pages of one edition's record appended to a file as they render. */
export class PageRecordSpool {
  readonly file: string;
  readonly #stream: WriteStream;
  #batch = '';
  #count = 0;
  #error: Error | undefined;
  #closed: Promise<void> | undefined;

  constructor(file: string) {
    this.file = file;
    this.#stream = createWriteStream(file);
    // Kept for close(): an error event without a listener would end the process.
    this.#stream.on('error', (error) => {
      this.#error ??= error;
    });
  }

  /** Entries added so far. */
  get count(): number {
    return this.#count;
  }

  /** Adds a page; a path added twice is written twice and the later entry wins when read. */
  add(path: string, page: ExportedPage): void {
    if (this.#closed) throw new Error(`${this.file}: the spool is closed`);
    this.#batch += `,${pageEntry(path, page)}`;
    this.#count += 1;
    if (this.#batch.length >= batchBytes) this.#flush();
  }

  #flush(): void {
    if (this.#batch === '') return;
    this.#stream.write(this.#batch);
    this.#batch = '';
  }

  /** Writes what is gathered and closes the file; rejects if any write failed. */
  close(): Promise<void> {
    this.#closed ??= (async () => {
      this.#flush();
      await new Promise<void>((done) => this.#stream.end(done));
      if (this.#error) throw this.#error;
    })();
    return this.#closed;
  }
}

/**
 * Writes an edition's record into `root/{edition}/`: the pages of `meta.pages`, then those of
 * the spool (a path in both takes the spool's entry, the later one). Streams, so the record's
 * text is never held whole.
 */
export async function writeSpooledExportMeta(
  root: string,
  meta: ExportMeta,
  spool: PageRecordSpool,
): Promise<void> {
  await spool.close();
  const { pages, ...header } = meta;
  const target = join(root, meta.edition, metaFileName);
  if (spool.count === 0) {
    await writeFile(target, JSON.stringify(meta));
    return;
  }
  const spooled = spool.file;
  await pipeline(async function* () {
    yield `${JSON.stringify(header).slice(0, -1)},"pages":{`;
    let batch = '';
    for (const [path, page] of Object.entries(pages)) {
      batch += `${pageEntry(path, page)},`;
      if (batch.length >= batchBytes) {
        yield batch;
        batch = '';
      }
    }
    yield batch;
    // Every spooled entry starts with a comma: the first one's is dropped.
    yield* createReadStream(spooled, { start: 1 });
    yield '}}';
  }, createWriteStream(target));
}
