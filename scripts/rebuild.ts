// `npm run rebuild -- --tag exhibition:123 [--tag list:exhibition] [--path /x/] [--who name]`
// (`--help`: scripts/delivery/commands.ts; tags and paths follow the webhook's rules):
// invalidates the tags in the shared route cache, re-renders the exported URLs that show them
// (both editions) through the built app in-process and publishes the changed objects when
// OSS credentials are set (scripts/delivery/rebuild.ts). Bad arguments exit 2 before anything.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnvConfig } from '../env/index.ts';
import { distDir, loadBuiltApp } from './delivery/app.ts';
import { readCli } from './delivery/cli-args.ts';
import { rebuildCli } from './delivery/commands.ts';
import { rebuildContextFor, staticRootFor } from './delivery/host.ts';
import { runRebuild } from './delivery/rebuild.ts';

const values = readCli(rebuildCli);
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = distDir(root);
const context = rebuildContextFor(await loadBuiltApp(dist), staticRootFor(dist), loadEnvConfig());
const summary = await runRebuild(context, { tags: values.tag, paths: values.path, who: values.who });
for (const failure of summary.failures) console.error(`[rebuild] failed: ${failure.url}: ${failure.reason}`);
if (!context.publish) console.log('[rebuild] OSS credentials not set: files written, nothing published');
process.exit(summary.failures.length > 0 ? 1 : 0);
