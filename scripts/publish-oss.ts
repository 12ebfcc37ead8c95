// `npm run publish [-- options]` (`--help` lists them: scripts/delivery/commands.ts): uploads the
// export in dist/static to the environment's OSS bucket through its S3 API
// (scripts/delivery/publish.ts). --verify compares against the bucket's listing instead of the
// publish journal (after someone else wrote to the bucket). Credentials only from
// OSS_ACCESS_KEY_ID / OSS_ACCESS_KEY_SECRET. Bad arguments, and --prune of a partial export
// (--limit, --sample-every, a shard or an incomplete set of shards), exit 2 before anything is
// uploaded or deleted. --shard-root (repeatable) merges `--shard i/n` exports into the root first.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvConfig } from '../env/index.ts';
import { distDir } from './delivery/app.ts';
import { readCli, usageExitCode } from './delivery/cli-args.ts';
import { publishCli } from './delivery/commands.ts';
import { formatPublishSummary, publishExport } from './delivery/publish.ts';
import { partialEditions, partialPruneRefusal } from './delivery/prune-rules.ts';
import { journalFile, PublishJournal } from './delivery/publish-journal.ts';
import { formatMergeSummary, mergeShardExports } from './delivery/shards.ts';
import { openBucket } from '../src/lib/cache/s3-client.ts';
import { pingPublishedKeys } from './delivery/search-ping.ts';
import { configureBucket, ossWebsiteXml } from './edge/bucket-website.ts';
import { writeFile } from 'node:fs/promises';

const values = readCli(publishCli);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const chosen = [...new Set(values.edition)];
const exportRoot = values.root === undefined ? join(distDir(root), 'static') : resolve(values.root);
try {
  if (values['shard-root'].length > 0) {
    const shardRoots = values['shard-root'].map((dir) => resolve(dir));
    const merged = await mergeShardExports(shardRoots, exportRoot, chosen);
    console.log(`[publish] ${formatMergeSummary(merged, exportRoot)}`);
  }
  const partial = partialEditions(exportRoot, chosen);
  if (partial.length > 0 && values.prune) {
    console.error(`[publish] ${partialPruneRefusal(partial)}`);
    process.exit(usageExitCode);
  }
  for (const { edition, reason } of partial) {
    console.warn(
      `[publish] warning: the export of ${edition} is partial (${reason}): the bucket keeps pages it left out`,
    );
  }
  const config = loadEnvConfig();
  const bucket = openBucket(config);
  console.log(
    `[publish] ${exportRoot} -> ${config.oss.endpoint} bucket ${bucket.name} (${chosen.join(', ')})`,
  );
  if (values['configure-bucket'] && !values['dry-run']) {
    for (const line of await configureBucket(bucket, config)) console.log(`[publish] ${line}`);
    // OSS's mirroring back to origin is not part of the S3 API: its own call, by ossutil.
    const zh = process.env.ORIGIN_URL;
    if (zh === undefined) {
      console.log('[publish] ORIGIN_URL is not set: no OSS mirroring rules written (docs/deploy.md)');
    } else {
      const file = join(exportRoot, 'oss-website.xml');
      await writeFile(file, ossWebsiteXml({ zh, en: process.env.EN_ORIGIN_URL ?? zh }));
      console.log(`[publish] OSS mirroring rules for misses: ${file}`);
    }
  }
  const summary = await publishExport(bucket, {
    root: exportRoot,
    editions: chosen,
    config,
    dryRun: values['dry-run'],
    prune: values.prune,
    concurrency: values.concurrency,
    verify: values.verify,
    journal: new PublishJournal(journalFile(exportRoot, config.oss.endpoint, bucket.name)),
  });
  console.log(formatPublishSummary(summary));
  if (!summary.dryRun) await pingPublishedKeys(summary.uploaded, config);
} catch (error) {
  console.error(`[publish] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
