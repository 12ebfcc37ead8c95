// The options of the delivery CLIs, one zod schema per command (scripts/export.ts,
// scripts/publish-oss.ts, scripts/rebuild.ts): validation and `--help` both come from here.
import { availableParallelism, userInfo } from 'node:os';
import { z } from 'zod';
import { webhookBodySchema } from '../../src/lib/contract/rebuild-webhook.ts';
import { described, positiveInt, type CliSpec } from './cli-args.ts';
import { editions } from './paths.ts';
import { shardArgument } from './shards.ts';

/** `npm run export` options. */
export const exportCli = {
  name: 'export',
  usage: 'npm run export -- [--skip-build] [options]',
  summary:
    'Prerenders both editions through the built app into {dist}/static/{zh,en}, replacing the last good export only when every page rendered. --limit, --sample-every and --shard make a partial export, which publish --prune refuses (shards: until merged complete).',
  schema: z.strictObject({
    out: described(z.string().min(1, 'must name a folder').optional(), {
      description: "Folder of the editions' folders",
      placeholder: 'dir',
      defaultText: '{dist}/static',
    }),
    workers: described(positiveInt(64).default(availableParallelism()), {
      description: 'Worker threads rendering pages',
      placeholder: 'n',
      defaultText: `one per core, ${String(availableParallelism())} here`,
    }),
    'in-flight': described(positiveInt(256).default(8), {
      description: 'Renders in flight per worker',
      placeholder: 'n',
    }),
    'chunk-size': described(positiveInt(10_000).default(400), {
      description: 'Inventory items per chunk sent to a worker (a multiple of 4 keeps a page together)',
      placeholder: 'n',
    }),
    limit: described(positiveInt(1_000_000).optional(), {
      description: 'Caps each entity type and list (quick runs; the export is marked partial)',
      placeholder: 'n',
    }),
    'sample-every': described(positiveInt(1_000_000).optional(), {
      description: 'Renders every n-th page only (benchmarks; above 1 the export is marked partial)',
      placeholder: 'n',
    }),
    'single-reads': described(z.boolean().default(false), {
      description: 'Every page reads the API itself instead of batch reads (for comparison)',
    }),
    since: described(z.string().min(1, 'must name a folder or a record').optional(), {
      description:
        'The last export (its folder holding {zh,en}, or one of its .portal-export.json): renders only the pages whose inputs changed since (GET /api/export/versions), copies the rest from it',
      placeholder: 'export',
    }),
    shard: described(shardArgument.optional(), {
      description:
        'Renders slice i of n (by a hash of the locale-free path: the four variants of a page stay together); partial until publish merges all n (--shard-root)',
      placeholder: 'i/n',
      format: 'i/n with 1 <= i <= n <= 1000, e.g. 2/3',
    }),
  }),
} satisfies CliSpec<z.ZodObject>;

/** `npm run publish` options. */
export const publishCli = {
  name: 'publish',
  usage: 'npm run publish -- [options]',
  summary:
    "Uploads the export to the environment's OSS bucket (credentials from OSS_ACCESS_KEY_ID / OSS_ACCESS_KEY_SECRET), only objects whose bytes changed.",
  schema: z.strictObject({
    'dry-run': described(z.boolean().default(false), { description: 'Only counts what would change' }),
    'configure-bucket': described(z.boolean().default(false), {
      description:
        "Also applies the bucket's website (index, error documents, redirects of dynamic paths) and CORS settings, and writes OSS's mirroring rules to {root}/oss-website-{edition}.xml",
    }),
    prune: described(z.boolean().default(false), {
      description: 'Deletes objects that left the export (refused for a partial export)',
    }),
    verify: described(z.boolean().default(false), {
      description: "Compares against the bucket's listing instead of the publish journal",
    }),
    edition: described(
      z.array(z.enum(editions, { error: `must be one of ${editions.join(', ')}` })).default([...editions]),
      { description: 'Edition to publish', placeholder: editions.join('|') },
    ),
    root: described(z.string().min(1, 'must name a folder').optional(), {
      description: 'Folder holding the {zh,en} export folders',
      placeholder: 'dir',
      defaultText: '{dist}/static',
    }),
    concurrency: described(positiveInt(256).default(16), {
      description: 'Requests in flight',
      placeholder: 'n',
    }),
    'shard-root': described(z.array(z.string().min(1, 'must name a folder')).default([]), {
      description:
        'Folder of a --shard export; the shards given are merged into --root first (all n of one build: complete, else partial)',
      placeholder: 'dir',
    }),
  }),
} satisfies CliSpec<z.ZodObject>;

/** `npm run rebuild` options (tags and paths follow the webhook's rules). */
export const rebuildCli = {
  name: 'rebuild',
  usage: 'npm run rebuild -- --tag exhibition:123 [--tag list:exhibition] [--path /x/] [--who name]',
  summary:
    'Invalidates cache tags, re-renders the exported URLs showing them in both editions and publishes the changed files when OSS credentials are set.',
  schema: z
    .strictObject({
      tag: described(webhookBodySchema.shape.tags.unwrap().default([]), {
        description: 'Cache tag to rebuild (exhibition:123, list:exhibition, home)',
        placeholder: 'tag',
        format: 'kind or kind:id (lower-case kind, e.g. exhibition:123)',
      }),
      path: described(webhookBodySchema.shape.paths.unwrap().default([]), {
        description: 'URL path to rebuild',
        placeholder: 'path',
        format: 'a path starting with / (no spaces, query or fragment)',
      }),
      who: described(z.string().min(1).max(200).default(`cli:${userInfo().username}`), {
        description: 'Who asked, for rebuild.log',
        placeholder: 'name',
      }),
    })
    .refine((values) => values.tag.length > 0 || values.path.length > 0, {
      error: 'give at least one --tag or --path',
    }),
} satisfies CliSpec<z.ZodObject>;
