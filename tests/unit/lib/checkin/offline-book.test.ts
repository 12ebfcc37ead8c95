import { describe, expect, it } from 'vitest';
import { codeDigest } from '../../../../src/lib/checkin/code-digest.ts';
import { localIsoTime } from '../../../../src/lib/checkin/gate-clock.ts';
import { bookFromDay, judgeOffline } from '../../../../src/lib/checkin/offline-book.ts';
import { dequeue, enqueue, nextBatch, readQueue } from '../../../../src/lib/checkin/scan-queue.ts';
import { signTicketCode, ticketCodeDigest } from '../../../../api/domain/checkin/ticket-signature.ts';

// The offline scanner: its digests match the API's, its verdicts follow the day's list, an
// admission made here refuses the same ticket for the rest of the day, and queued scans survive.

const secret = 'unit-test-ticket-secret-0123456789';
const code = (orderNo: string, n: number, fair = 7) => signTicketCode(secret, orderNo, n, fair);

async function book(showDay = true) {
  return bookFromDay(7, {
    fair: { id: 7, name: 'Fair', startDate: '2027-04-08', endDate: '2027-04-10' },
    day: '2027-04-08',
    showDay,
    tickets: [
      {
        digest: await codeDigest(code('T202601010000001', 1)),
        holder: '王伟',
        tier: 'Trade',
        orderNo: 'T202601010000001',
        index: 1,
      },
      {
        digest: await codeDigest(code('T202601010000001', 2)),
        holder: 'Anna',
        tier: 'Trade',
        orderNo: 'T202601010000001',
        index: 2,
      },
    ],
    refused: [{ digest: await codeDigest(code('T202601010000009', 1)), reason: 'refunded' }],
    used: [
      {
        digest: await codeDigest(code('T202601010000001', 2)),
        gate: 'North',
        scannedAt: '2027-04-08T09:00:00+08:00',
      },
    ],
    generatedAt: '2027-04-08T00:00:00Z',
  });
}

async function judge(b: Awaited<ReturnType<typeof book>>, read: string) {
  return judgeOffline(b, {
    code: read,
    digest: await codeDigest(read),
    gate: 'East',
    scannedAt: '2027-04-08T10:00:00+08:00',
  });
}

describe('the offline book', () => {
  it('digests codes exactly as the API lists them', async () => {
    const read = code('T202601010000001', 1);
    expect(await codeDigest(read)).toBe(ticketCodeDigest(read));
    expect(await codeDigest(` ${read}\n`)).toBe(ticketCodeDigest(read));
  });

  it('admits a listed ticket once, then refuses it as already used at this gate', async () => {
    const b = await book();
    expect(await judge(b, code('T202601010000001', 1))).toMatchObject({
      verdict: 'admitted',
      ticket: { holder: '王伟' },
    });
    expect(await judge(b, code('T202601010000001', 1))).toMatchObject({
      verdict: 'refused',
      reason: 'alreadyUsed',
      firstAdmission: { gate: 'East' },
    });
  });

  it('refuses what the list says: used before the download, refunded, forged, another fair, no show day', async () => {
    const b = await book();
    expect(await judge(b, code('T202601010000001', 2))).toMatchObject({
      reason: 'alreadyUsed',
      firstAdmission: { gate: 'North' },
    });
    expect(await judge(b, code('T202601010000009', 1))).toMatchObject({ reason: 'refunded' });
    expect(
      await judge(b, signTicketCode('another-secret-entirely-000000', 'T202601010000001', 1, 7)),
    ).toMatchObject({
      reason: 'forged',
    });
    expect(await judge(b, 'EXPOTICKET:1:T202601010000001:abc:1')).toMatchObject({ reason: 'forged' });
    expect(await judge(b, code('T202601010000001', 1, 8))).toMatchObject({ reason: 'wrongFair' });
    expect(await judge(await book(false), code('T202601010000001', 1))).toMatchObject({
      reason: 'notShowDay',
    });
  });
});

describe('the scan queue', () => {
  it('keeps scans in order until answered, per fair', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    } as unknown as Storage;
    const scan = (n: number) => ({ scanId: `scan-000${String(n)}`, code: 'c', gate: 'G', scannedAt: 't' });
    enqueue(fake, 1, scan(1));
    enqueue(fake, 1, scan(2));
    enqueue(fake, 2, scan(3));
    expect(readQueue(fake, 1).map((s) => s.scanId)).toEqual(['scan-0001', 'scan-0002']);
    expect(nextBatch(readQueue(fake, 1), 1)).toEqual([scan(1)]);
    dequeue(fake, 1, new Set(['scan-0001']));
    expect(readQueue(fake, 1)).toEqual([scan(2)]);
    dequeue(fake, 1, new Set(['scan-0002']));
    expect(storage.has('checkin.queue.1')).toBe(false);
    expect(readQueue(fake, 2)).toEqual([scan(3)]);
    storage.set('checkin.queue.3', '{broken');
    expect(readQueue(fake, 3)).toEqual([]);
  });
});

describe('the gate clock', () => {
  it('writes local time with its UTC offset', () => {
    const text = localIsoTime(new Date('2027-04-08T01:30:00Z'));
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(new Date(text).toISOString()).toBe('2027-04-08T01:30:00.000Z');
  });
});
