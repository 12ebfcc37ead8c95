// What `publish --prune` may delete: only objects under an edition's prefix (publish.ts), and
// nothing at all from a partial export (its absent pages are not gone).
import type { Edition } from '../../src/lib/edition.ts';
import { findExportMeta } from './export-meta.ts';

/** An edition whose export rendered less than the whole inventory, and why. */
export interface PartialEdition {
  edition: Edition;
  reason: string;
}

/**
 * The editions among `editions` whose `.portal-export.json` says partial. A folder without a
 * record (not written by the exporter) is not known to be partial.
 */
export function partialEditions(root: string, editions: readonly Edition[]): PartialEdition[] {
  return editions.flatMap((edition) => {
    const meta = findExportMeta(root, edition);
    return meta?.partial ? [{ edition, reason: meta.partialReason ?? 'unknown options' }] : [];
  });
}

/** Why `--prune` refuses these partial editions, in one line. */
export function partialPruneRefusal(partial: readonly PartialEdition[]): string {
  const list = partial.map(({ edition, reason }) => `${edition} (${reason})`).join(', ');
  return `refusing --prune: the export of ${list} is partial, so pruning would delete every page it left out; run a full npm run export first, or publish without --prune`;
}

/** Thrown by a prune of a partial export, before anything was uploaded or deleted. */
export class PartialExportError extends Error {
  constructor(partial: readonly PartialEdition[]) {
    super(partialPruneRefusal(partial));
    this.name = 'PartialExportError';
  }
}
