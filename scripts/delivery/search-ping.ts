// Tells search engines which pages changed after a publish or a rebuild: IndexNow (Bing, Yandex,
// Seznam and others share submissions) for both editions, and Baidu's link push for the Chinese
// one. Endpoints and keys come from the process environment; an engine whose variables are unset
// is off. A failed notification is reported and never fails the publish: the pages are live.
import type { EnvConfig } from '../../env/index.ts';
import type { Edition } from '../../src/lib/edition.ts';
import { editionRequestOrigin } from './paths.ts';
import { withRetry } from './bounded-work.ts';

/** IndexNow accepts at most 10,000 URLs per submission. */
const indexNowBatchSize = 10_000;
/** Baidu's link push takes at most 2,000 URLs per call. */
export const baiduBatchSize = 2_000;
/** Attempts per batch: throttling (429) and server errors are retried with backoff. */
const attempts = 4;

/** Where and with what credentials each engine is told; an absent engine is off. */
export interface PingTargets {
  indexNow?: { endpoint: string; key: string };
  baidu?: { endpoint: string; token: string };
}

/** IndexNow keys are 8 to 128 letters, digits or dashes; the key also names a file we publish. */
const indexNowKeyPattern = /^[A-Za-z0-9-]{8,128}$/;

/** INDEXNOW_KEY when set; a key IndexNow would refuse (or a path in disguise) stops the run. */
export function indexNowKeyFrom(environ: NodeJS.ProcessEnv): string | undefined {
  const key = environ.INDEXNOW_KEY;
  if (key === undefined || key === '') return undefined;
  if (!indexNowKeyPattern.test(key))
    throw new Error('INDEXNOW_KEY must be 8 to 128 letters, digits or dashes');
  return key;
}

/** The engines the process environment configures (INDEXNOW_ENDPOINT + INDEXNOW_KEY, BAIDU_PUSH_ENDPOINT + BAIDU_PUSH_TOKEN). */
export function pingTargetsFrom(environ: NodeJS.ProcessEnv): PingTargets {
  const targets: PingTargets = {};
  const { INDEXNOW_ENDPOINT, BAIDU_PUSH_ENDPOINT, BAIDU_PUSH_TOKEN } = environ;
  const key = indexNowKeyFrom(environ);
  if (INDEXNOW_ENDPOINT && key !== undefined) targets.indexNow = { endpoint: INDEXNOW_ENDPOINT, key };
  if (BAIDU_PUSH_ENDPOINT && BAIDU_PUSH_TOKEN)
    targets.baidu = { endpoint: BAIDU_PUSH_ENDPOINT, token: BAIDU_PUSH_TOKEN };
  return targets;
}

/**
 * The IndexNow key file: IndexNow checks that the host owns the key by reading this file
 * (`https://{host}/{key}.txt`, holding the key), so every edition's export carries it.
 * @example indexNowKeyFile('abc123') // { name: 'abc123.txt', body: 'abc123' }
 */
export function indexNowKeyFile(key: string): { name: string; body: string } {
  return { name: `${key}.txt`, body: key };
}

/**
 * The public page URLs of published object keys, per edition: HTML pages only (sitemaps and
 * assets are not pages), `index.html` as its folder.
 * @example pageUrlsOfKeys(['zh/exhibition/1.html', 'en/wiki/index.html'], config)
 * // { zh: ['https://www.expoportal.cn/exhibition/1.html'], en: ['https://www.expoportal.com/wiki/'] }
 */
export function pageUrlsOfKeys(
  keys: readonly string[],
  config: Pick<EnvConfig, 'siteHost' | 'enSiteHost'>,
): Record<Edition, string[]> {
  const urls: Record<Edition, string[]> = { zh: [], en: [] };
  for (const key of keys) {
    const match = /^(zh|en)\/(.*\.html)$/.exec(key);
    if (!match) continue;
    const edition = match[1] as Edition;
    const path = (match[2] ?? '').replace(/(^|\/)index\.html$/, '$1');
    urls[edition].push(`${editionRequestOrigin(edition, config)}/${path}`);
  }
  return urls;
}

/** A submission an engine refused; `status` lets the retry tell throttling from a bad request. */
class PingError extends Error {
  override name = 'PingError';
  /** The HTTP status the engine answered. */
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/** What was told to each engine. */
export interface PingSummary {
  indexNow: { submitted: number; failed: number };
  baidu: { submitted: number; failed: number };
  errors: string[];
  retries: number;
}

/** Splits a list into batches of at most `size`. */
function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Posts one batch; a non-2xx answer throws a PingError with the status and the engine's words. */
async function post(fetcher: typeof fetch, url: string, init: RequestInit): Promise<void> {
  const response = await fetcher(url, { ...init, method: 'POST', signal: AbortSignal.timeout(30_000) });
  if (response.ok) return;
  const text = (await response.text()).slice(0, 200);
  throw new PingError(`${String(response.status)} ${text}`.trim(), response.status);
}

/**
 * Notifies the configured engines of changed pages: IndexNow per edition host, Baidu for the
 * Chinese edition. Batches are sent one after another and retried on throttling or server
 * errors; whatever still fails is counted and described, never thrown.
 */
export async function notifySearchEngines(
  urls: Record<Edition, string[]>,
  targets: PingTargets,
  config: Pick<EnvConfig, 'siteHost' | 'enSiteHost'>,
  fetcher: typeof fetch = fetch,
): Promise<PingSummary> {
  const summary: PingSummary = {
    indexNow: { submitted: 0, failed: 0 },
    baidu: { submitted: 0, failed: 0 },
    errors: [],
    retries: 0,
  };
  const send = async (engine: 'indexNow' | 'baidu', batch: string[], call: () => Promise<void>) => {
    try {
      await withRetry(call, attempts, () => (summary.retries += 1));
      summary[engine].submitted += batch.length;
    } catch (error) {
      summary[engine].failed += batch.length;
      summary.errors.push(`${engine}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const { indexNow, baidu } = targets;
  if (indexNow) {
    for (const edition of ['zh', 'en'] as const) {
      const origin = editionRequestOrigin(edition, config);
      for (const batch of batches(urls[edition], indexNowBatchSize)) {
        const body = JSON.stringify({
          host: new URL(origin).hostname,
          key: indexNow.key,
          keyLocation: `${origin}/${indexNowKeyFile(indexNow.key).name}`,
          urlList: batch,
        });
        await send('indexNow', batch, () =>
          post(fetcher, indexNow.endpoint, {
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body,
          }),
        );
      }
    }
  }
  if (baidu) {
    const target = new URL(baidu.endpoint);
    target.searchParams.set('site', editionRequestOrigin('zh', config));
    target.searchParams.set('token', baidu.token);
    for (const batch of batches(urls.zh, baiduBatchSize)) {
      await send('baidu', batch, () =>
        post(fetcher, target.href, { headers: { 'content-type': 'text/plain' }, body: batch.join('\n') }),
      );
    }
  }
  return summary;
}

/** One line for the log: what each engine was told. */
function formatPingSummary(summary: PingSummary, targets: PingTargets): string {
  const part = (name: string, on: boolean, counts: { submitted: number; failed: number }) =>
    on ? `${name} ${String(counts.submitted)} sent, ${String(counts.failed)} failed` : `${name} off`;
  return `[search-ping] ${part('IndexNow', targets.indexNow !== undefined, summary.indexNow)}; ${part('Baidu', targets.baidu !== undefined, summary.baidu)}; ${String(summary.retries)} retries`;
}

/**
 * Tells the engines the environment configures about the pages among published object keys
 * and logs what happened; does nothing when no engine is configured or no page changed.
 */
export async function pingPublishedKeys(
  keys: readonly string[],
  config: Pick<EnvConfig, 'siteHost' | 'enSiteHost'>,
  environ: NodeJS.ProcessEnv = process.env,
  fetcher: typeof fetch = fetch,
): Promise<PingSummary | undefined> {
  const targets = pingTargetsFrom(environ);
  const urls = pageUrlsOfKeys(keys, config);
  if ((!targets.indexNow && !targets.baidu) || urls.zh.length + urls.en.length === 0) return undefined;
  const summary = await notifySearchEngines(urls, targets, config, fetcher);
  console.log(formatPingSummary(summary, targets));
  for (const error of summary.errors) console.warn(`[search-ping] ${error}`);
  return summary;
}
