// How long an editor's change takes to be live in the bucket: the reference API (default
// seed), s3rver on loopback, an origin server with the webhook, an export published to the
// bucket; then, several times, an exhibition is renamed through the editor API, the signed
// webhook is sent, and the bucket is polled until the exhibition page holds the new name.
// `node scripts/bench/rebuild-latency.ts [--rounds 5] [--limit N] [--skip-build]`
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildPortal,
  freePort,
  root,
  runScript,
  startApi,
  startS3,
  startService,
  tempDir,
  type Service,
} from '../delivery/processes.ts';
import { deliveryEnviron, editorToken, renameExhibition, s3rverClient } from '../delivery/delivery-stack.ts';
import { signBody, signatureHeader, webhookBody } from '../../src/lib/contract/rebuild-webhook.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    limit: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const bucket = 'expoportal-test';
const secret = 'bench-rebuild-latency-secret';
const services: Service[] = [];

/**
 * The text of an object, or '' when it is absent or the read hangs: s3rver rewrites an object's
 * file in place, so a GET racing a PUT can stall until its keep-alive timeout (5 s); a reader
 * polling the bucket gives up after 500 ms and asks again.
 */
async function objectText(client: S3Client, key: string): Promise<string> {
  try {
    const abortSignal = AbortSignal.timeout(500);
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal });
    return (await object.Body?.transformToString()) ?? '';
  } catch {
    return '';
  }
}

try {
  if (!values['skip-build']) buildPortal();
  const [api, s3] = await Promise.all([startApi(), startS3([bucket])]);
  services.push(api, s3);
  const staticRoot = join(tempDir('bench-static'), 'static');
  const env = { ...deliveryEnviron(api, s3, bucket), PORTAL_STATIC_DIR: staticRoot };
  const limit = values.limit === undefined ? [] : ['--limit', values.limit];
  console.log('[bench] exporting and publishing the default seed');
  const exported = await runScript('scripts/export.ts', ['--out', staticRoot, ...limit], env);
  if (exported.status !== 0) throw new Error(exported.output.slice(-3000));
  console.log(/\[export\] \d+ pages in .*/.exec(exported.output)?.[0] ?? '');
  const published = await runScript('scripts/publish-oss.ts', ['--root', staticRoot], env);
  console.log(/\[publish\] uploaded .*/.exec(published.output)?.[0] ?? published.output.slice(-2000));
  const port = await freePort();
  const origin = await startService(
    [join(root, 'scripts', 'portal-server.ts')],
    { ...env, PORT: String(port), WEBHOOK_SECRET: secret, PORTAL_CACHE_DIR: tempDir('bench-cache') },
    port,
    '/system/index',
  );
  services.push(origin);
  const client = s3rverClient(s3);
  const token = await editorToken(api);
  const live: number[] = [];
  const whole: number[] = [];
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    const id = round;
    const name = `Latency Fair ${String(Date.now())}`;
    const tags = await renameExhibition(api, token, id, { zh: `延迟测试展会 ${name}`, en: name });
    const body = webhookBody({ tags, paths: [], who: 'bench' });
    const sent = performance.now();
    const hook = fetch(`${origin.url}/_hooks/rebuild`, {
      method: 'POST',
      headers: { [signatureHeader]: signBody(body, secret) },
      body,
    });
    // Polled independently of the webhook's answer: "live" is when a reader of the bucket sees it.
    while (!(await objectText(client, `en/exhibition/${String(id)}.html`)).includes(name)) {
      if (performance.now() - sent > 60_000) throw new Error('the change never reached the bucket');
      await new Promise((done) => setTimeout(done, 25));
    }
    live.push(performance.now() - sent);
    const result = (await (await hook).json()) as { uploaded: string[]; rendered: number; totalMs: number };
    whole.push(performance.now() - sent);
    console.log(
      `[bench] round ${String(round)}: exhibition ${String(id)} live in the bucket after ${live.at(-1)?.toFixed(0) ?? '?'} ms; rebuild done after ${whole.at(-1)?.toFixed(0) ?? '?'} ms (${String(result.rendered)} rendered, ${String(result.uploaded.length)} uploaded)`,
    );
  }
  const sorted = [...live].sort((a, b) => a - b);
  console.log(
    `[bench] editor change live in the bucket: median ${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms (goal 5000 ms); whole rebuild max ${Math.max(...whole).toFixed(0)} ms`,
  );
} finally {
  await Promise.all(services.map((service) => service.stop()));
}
