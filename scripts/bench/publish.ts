// An editor's save to the changed pages live in the bucket (issue 38): the edge stack at the
// default seed (scripts/edge/edge-stack.ts: API, export, s3rver, origin with the rebuild hook,
// nginx), then 20 fairs renamed one after another through the editor API, as the console saves.
// Per save: the time from sending the save until the first of the fair's own pages holds the new
// name in the bucket (read from the bucket itself), and until the publish reports its last page
// uploaded (its publish record polled). p50 and p95 of each.
// Usage: npm run bench -- publish [--rounds 20] [--limit n]
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { parseArgs } from 'node:util';
import { s3rverClient } from '../delivery/delivery-stack.ts';
import { fileOfPath } from '../delivery/paths.ts';
import { freePort } from '../delivery/processes.ts';
import { startEdgeStack } from '../edge/edge-stack.ts';
import { exhibitionPath } from '../../src/lib/paths/index.ts';
import { percentile } from './stats.ts';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '20' }, limit: { type: 'string' } },
});
const rounds = Number(values.rounds);
const pollMs = 10;
const giveUpMs = 60_000;

/**
 * The text of an object, or '' when it is absent or the read hangs: s3rver rewrites an object's
 * file in place, so a GET racing a PUT can stall; a reader polling the bucket asks again.
 */
async function objectText(client: S3Client, bucket: string, key: string): Promise<string> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), {
      abortSignal: AbortSignal.timeout(500),
    });
    return (await object.Body?.transformToString()) ?? '';
  } catch {
    return '';
  }
}

const pause = () =>
  new Promise((done) => {
    setTimeout(done, pollMs);
  });

const stack = await startEdgeStack({
  port: await freePort(),
  env: { APP_ENV: 'test' },
  ...(values.limit !== undefined && { limit: Number(values.limit) }),
});
try {
  const api = stack.api.url;
  const bucket = stack.config.oss.bucket;
  const client = s3rverClient(stack.s3);
  const login = await fetch(`${api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: '13900000000', password: 'Demo2024pass' }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const first: number[] = [];
  const last: number[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    // A different fair each save, as editors work through the catalogue.
    const id = round;
    const path = exhibitionPath(id);
    const stamp = `${String(Date.now())}-${String(round)}`;
    const name = { zh: `发布测试展会 ${stamp}`, en: `Publish bench fair ${stamp}` };
    // The fair's own pages: each edition's page in its language (and the other language's copy).
    const keys = [`zh/${fileOfPath(path)}`, `en/${fileOfPath(path)}`];
    const sent = performance.now();
    const saved = await fetch(`${api}/api/editor/exhibitions/${String(id)}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ name }),
    });
    const { data } = (await saved.json()) as { data: { publishId?: number } };
    if (data.publishId === undefined) throw new Error(`save of fair ${String(id)} started no publish`);
    const seen = await Promise.all([
      (async () => {
        for (;;) {
          const texts = await Promise.all(keys.map((key) => objectText(client, bucket, key)));
          if (texts[0]?.includes(name.zh) === true || texts[1]?.includes(name.en) === true)
            return performance.now() - sent;
          if (performance.now() - sent > giveUpMs)
            throw new Error(`fair ${String(id)} never reached the bucket`);
          await pause();
        }
      })(),
      (async () => {
        for (;;) {
          const answer = await fetch(`${api}/api/editor/publishes/${String(data.publishId)}`, { headers });
          const publish = ((await answer.json()) as { data: { status: string } }).data;
          if (publish.status === 'live') return performance.now() - sent;
          if (publish.status !== 'pending')
            throw new Error(`publish of fair ${String(id)}: ${publish.status}`);
          if (performance.now() - sent > giveUpMs)
            throw new Error(`publish of fair ${String(id)} never ended`);
          await pause();
        }
      })(),
    ]);
    first.push(seen[0]);
    last.push(seen[1]);
    console.log(
      `[bench] save ${String(round)}: fair ${String(id)} first page live in the bucket after ${seen[0].toFixed(0)} ms, last after ${seen[1].toFixed(0)} ms`,
    );
  }
  const figure = (times: number[]) =>
    `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`;
  console.log(`[bench] ${String(rounds)} saves of different fairs (goal p50 <= 1000 ms to the last page)`);
  console.log(`[bench] save to the first changed page live in the bucket: ${figure(first)}`);
  console.log(`[bench] save to the last changed page live in the bucket: ${figure(last)}`);
} finally {
  await stack.stop();
}
