// `npm run rebuild -- --tag exhibition:123 [--tag list:exhibition] [--path /x/] [--who name]`:
// invalidates the tags in the shared route cache, re-renders the exported URLs that show them
// (both editions) through the built app in-process and publishes the changed objects when
// OSS credentials are set (scripts/delivery/rebuild.ts).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { userInfo } from 'node:os';
import { loadEnvConfig } from '../env/index.ts';
import { distDir, loadBuiltApp } from './delivery/app.ts';
import { rebuildContextFor, staticRootFor } from './delivery/host.ts';
import { runRebuild } from './delivery/rebuild.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    tag: { type: 'string', multiple: true, default: [] },
    path: { type: 'string', multiple: true, default: [] },
    who: { type: 'string', default: `cli:${userInfo().username}` },
  },
});
if (values.tag.length === 0 && values.path.length === 0) {
  console.error('usage: npm run rebuild -- --tag exhibition:123 [--path /exhibition/123.html] [--who name]');
  process.exit(2);
}
const dist = distDir(root);
const context = rebuildContextFor(await loadBuiltApp(dist), staticRootFor(dist), loadEnvConfig());
const summary = await runRebuild(context, { tags: values.tag, paths: values.path, who: values.who });
for (const failure of summary.failures) console.error(`[rebuild] failed: ${failure.url}: ${failure.reason}`);
if (!context.publish) console.log('[rebuild] OSS credentials not set: files written, nothing published');
process.exit(summary.failures.length > 0 ? 1 : 0);
