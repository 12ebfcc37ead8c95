// Benchmarks gate check-in (docs/api.md "Check-in at the gate"):
//  1. offline scans per second as the scanner page judges them without the API: a camera frame
//     (a 640 x 480 grey frame with a ticket's QR code, 4 px a module) decoded by `qr`'s decoder, the
//     code digested (Web Crypto SHA-256) and judged against the day's book of 10,000 tickets;
//  2. the sync of 10,000 queued offline check-ins (POST /api/checkin/sync in batches of 1,000)
//     against an API of its own (in-memory PGlite, or a database of its own on DATABASE_URL's
//     server, as the API tests run), 10,000 tickets of fair 1 sold beforehand.
//   npm run bench -- checkin [--seconds 3] [--tickets 10000]
//   node scripts/bench/checkin.ts ...   (no build needed)
// The aim: a verdict in under 300 ms on a phone-class CPU (Chromium x4 throttling); this
// prints the per-scan p95 on this machine's CPU, so x4 of it is the phone-class estimate.
import { eq } from 'drizzle-orm';
import encodeQR from 'qr';
import decodeQR from 'qr/decode.js';
import { ticketOrders } from '../../api/db/schema.ts';
import { signTicketCode, ticketCodeDigest } from '../../api/domain/checkin/ticket-signature.ts';
import { startTestApi, testTicketSecret } from '../../api/test/harness.ts';
import { loginStaff } from '../../api/test/login.ts';
import { codeDigest } from '../../src/lib/checkin/code-digest.ts';
import { bookFromDay, judgeOffline } from '../../src/lib/checkin/offline-book.ts';
import { syncBatchMax } from '../../src/lib/contract/checkin.ts';
import { median, percentile } from './stats.ts';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}

const seconds = Number(option('seconds', '3'));
const ticketCount = Number(option('tickets', '10000'));
const fairId = 1;
const day = '2027-04-08';
const orderNo = (n: number) => `T2027040800${String(n).padStart(6, '0')}`;

/** A grey camera frame (RGBA) with the code's QR drawn in its middle. */
function frameWith(code: string, width = 640, height = 480, modulePx = 4): Uint8ClampedArray {
  const modules = encodeQR(code, 'raw', { ecc: 'quartile', border: 4 });
  const data = new Uint8ClampedArray(width * height * 4).fill(200);
  const side = modules.length * modulePx;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1) {
      const dark = modules[Math.floor(y / modulePx)]?.[Math.floor(x / modulePx)] === true;
      const at = ((top + y) * width + left + x) * 4;
      const value = dark ? 20 : 245;
      data[at] = value;
      data[at + 1] = value;
      data[at + 2] = value;
    }
  return data;
}

async function offlineScans(): Promise<void> {
  const codes = Array.from({ length: ticketCount }, (_, n) =>
    signTicketCode(testTicketSecret, orderNo(n + 1), 1, fairId),
  );
  const book = bookFromDay(fairId, {
    fair: { id: fairId, name: 'Fair', startDate: day, endDate: day },
    day,
    showDay: true,
    tickets: codes.map((code, n) => ({
      digest: ticketCodeDigest(code),
      holder: `Visitor ${String(n)}`,
      tier: 'Trade',
      orderNo: orderNo(n + 1),
      index: 1,
    })),
    refused: [],
    used: [],
    generatedAt: new Date().toISOString(),
  });
  const frames = codes.slice(0, 20).map((code) => ({ code, data: frameWith(code) }));
  const times: number[] = [];
  let admitted = 0;
  const until = performance.now() + seconds * 1000;
  for (let n = 0; performance.now() < until; n += 1) {
    const frame = frames[n % frames.length];
    if (frame === undefined) break;
    const started = performance.now();
    const read = decodeQR({ width: 640, height: 480, data: frame.data });
    const verdict = judgeOffline(book, {
      code: read,
      digest: await codeDigest(read),
      gate: 'Bench',
      scannedAt: `${day}T09:00:00+08:00`,
    });
    times.push(performance.now() - started);
    if (read !== frame.code) throw new Error(`decoded ${read}, expected ${frame.code}`);
    if (verdict.verdict === 'admitted') admitted += 1;
    // The next round of the same frames judges them again: keep the book's admissions out of it.
    book.used.clear();
  }
  const total = times.reduce((sum, t) => sum + t, 0);
  console.log(
    `offline scans (640x480 frame -> decode -> digest -> verdict, book of ${String(ticketCount)} tickets): ` +
      `${(times.length / (total / 1000)).toFixed(0)} scans/s; per scan p50 ${median(times).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms (x4 for a phone-class CPU: ${(percentile(times, 95) * 4).toFixed(0)} ms); ` +
      `${String(admitted)} of ${String(times.length)} admitted`,
  );
}

async function syncQueued(): Promise<void> {
  const api = await startTestApi({ schedulerMs: 0 });
  try {
    const [seed] = await api.ctx.db
      .select()
      .from(ticketOrders)
      .where(eq(ticketOrders.orderNo, 'T202601010000001'));
    if (seed === undefined) throw new Error('the seed order is missing');
    // Every copy gets an id of its own from the sequence.
    const { id, ...rest } = seed;
    if (id !== 1) throw new Error('the seed order is not order 1');
    const rows = Array.from({ length: ticketCount }, (_, n) => ({
      ...rest,
      orderNo: orderNo(n + 1),
      quantity: 1,
      idempotencyKey: `bench-${String(n)}`,
      visitorIds: [],
      exhibitionId: fairId,
    }));
    for (let start = 0; start < rows.length; start += 1000)
      await api.ctx.db.insert(ticketOrders).values(rows.slice(start, start + 1000));
    const token = await loginStaff(api);
    const items = rows.map((row, n) => ({
      scanId: `bench-scan-${String(n).padStart(6, '0')}`,
      code: signTicketCode(testTicketSecret, row.orderNo, 1, fairId),
      gate: `Gate ${String(n % 8)}`,
      scannedAt: `${day}T${String(9 + (n % 8)).padStart(2, '0')}:${String(n % 60).padStart(2, '0')}:00+08:00`,
    }));
    const started = performance.now();
    let admitted = 0;
    const batchTimes: number[] = [];
    for (let start = 0; start < items.length; start += syncBatchMax) {
      const batchStarted = performance.now();
      const answer = await api.call('POST', '/api/checkin/sync', {
        token,
        body: { fairId, items: items.slice(start, start + syncBatchMax) },
      });
      batchTimes.push(performance.now() - batchStarted);
      if (answer.status !== 200) throw new Error(`sync failed: ${JSON.stringify(answer.body).slice(0, 300)}`);
      const results = (answer.body.data as { results: { verdict: string }[] }).results;
      admitted += results.filter((result) => result.verdict === 'admitted').length;
    }
    const elapsed = performance.now() - started;
    console.log(
      `sync of ${String(items.length)} queued check-ins (${String(batchTimes.length)} batches of ${String(syncBatchMax)}, ${api.ctx.driver}): ` +
        `${(elapsed / 1000).toFixed(2)} s, batch p50 ${median(batchTimes).toFixed(0)} ms; ${String(admitted)} admitted`,
    );
  } finally {
    await api.stop();
  }
}

await offlineScans();
await syncQueued();
