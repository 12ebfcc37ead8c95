// A rebuild phase's uploads: each page the phase writes is uploaded (and refreshed at the edge)
// as soon as it is written, while the phase renders the rest, so a phase's last page is live
// just after its last render instead of after a second pass over every file. Pages that left the
// export are deleted when the phase ends.
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { mapLimit } from './bounded-work.ts';
import { publishKeys } from './publish.ts';
import type { RebuildContext } from './rebuild.ts';

/** What a phase's uploads did. */
export interface PhaseUploaded {
  uploaded: string[];
  /** Objects the edge read again at once. */
  refreshed: number;
}

/** Uploads of one phase: `add` a written key at once, `finish` after the last render. */
export class PhaseUploads {
  readonly #context: RebuildContext;
  readonly #pending: Promise<void>[] = [];
  readonly #done: PhaseUploaded = { uploaded: [], refreshed: 0 };
  #failure: Error | undefined;

  constructor(context: RebuildContext) {
    this.#context = context;
  }

  /** Uploads a written object's key now (nothing without a bucket); a failure surfaces in `finish`. */
  add(key: string): void {
    const target = this.#context.publish;
    if (target === undefined) return;
    const upload = publishKeys(target.bucket, [key], {
      root: this.#context.root,
      config: this.#context.config,
      journal: target.journal,
    }).then(async (published) => {
      this.#done.uploaded.push(...published.uploaded);
      await this.#refresh(published.uploaded);
    });
    // Caught at once (an upload may fail before `finish` awaits it) and rethrown there.
    this.#pending.push(
      upload.catch((error: unknown) => {
        this.#failure ??= error instanceof Error ? error : new Error(String(error));
      }),
    );
  }

  /** Waits for the phase's uploads, deletes the objects of pages that left the export, answers what was done. */
  async finish(removed: readonly string[]): Promise<PhaseUploaded> {
    await Promise.all(this.#pending);
    if (this.#failure !== undefined) throw this.#failure;
    const target = this.#context.publish;
    if (target !== undefined && removed.length > 0) {
      await mapLimit(removed, 8, async (key) => {
        await target.bucket.client.send(new DeleteObjectCommand({ Bucket: target.bucket.name, Key: key }));
        target.journal.delete(key);
      });
    }
    return this.#done;
  }

  /** Has the edge read uploaded objects again, so they are live there as they are in the bucket. */
  async #refresh(uploaded: readonly string[]): Promise<void> {
    const refresh = this.#context.refreshEdge;
    if (refresh === undefined || uploaded.length === 0) return;
    const refreshed = await refresh(uploaded);
    this.#done.refreshed += refreshed.refreshed;
    // The edge's copy expires within two seconds anyway: a failed refresh delays, never loses, a page.
    for (const failure of refreshed.failures)
      console.warn(`[rebuild] edge refresh of ${failure.key} failed: ${failure.reason}`);
  }
}
