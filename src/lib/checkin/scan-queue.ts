import { syncBatchMax } from '../contract/checkin.ts';

// Scans made offline, kept in localStorage until the API has answered them (a reload or a closed
// tab loses nothing), one queue per fair. Synced in batches of at most syncBatchMax, oldest first.

/** A scan waiting to be synced. */
export interface QueuedScan {
  scanId: string;
  code: string;
  gate: string;
  scannedAt: string;
}

/** Where a fair's queue is kept. */
function queueKey(fairId: number): string {
  return `checkin.queue.${String(fairId)}`;
}

/** The queued scans of a fair (a damaged entry reads as an empty queue). */
export function readQueue(storage: Storage, fairId: number): QueuedScan[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(queueKey(fairId)) ?? '[]');
    return Array.isArray(value) ? value.filter(isQueuedScan) : [];
  } catch {
    return [];
  }
}

function isQueuedScan(value: unknown): value is QueuedScan {
  if (typeof value !== 'object' || value === null) return false;
  const scan = value as Record<string, unknown>;
  return ['scanId', 'code', 'gate', 'scannedAt'].every((key) => typeof scan[key] === 'string');
}

/** Adds a scan to the end of the queue. */
export function enqueue(storage: Storage, fairId: number, scan: QueuedScan): void {
  storage.setItem(queueKey(fairId), JSON.stringify([...readQueue(storage, fairId), scan]));
}

/** Drops the scans the API has answered. */
export function dequeue(storage: Storage, fairId: number, answered: ReadonlySet<string>): void {
  const left = readQueue(storage, fairId).filter((scan) => !answered.has(scan.scanId));
  if (left.length === 0) storage.removeItem(queueKey(fairId));
  else storage.setItem(queueKey(fairId), JSON.stringify(left));
}

/** The next batch to sync, oldest first. */
export function nextBatch(queue: readonly QueuedScan[], size = syncBatchMax): QueuedScan[] {
  return queue.slice(0, size);
}
