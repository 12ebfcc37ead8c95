import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { dependencyRewrite } from './dependency-rewrite.ts';

// Astro's React renderer (@astrojs/react) server-renders every island through React's streaming
// renderer and reads the stream back: a ReadableStream, a TextEncoder per chunk and a TextDecoder,
// for islands that are a few hundred bytes of HTML (the header's search box and user menu, the
// overlay host, the login modal: four on every page). Its `experimentalDisableStreaming` option
// renders with `renderToString` instead, but without the island's `identifierPrefix`, so ids made
// by `useId` would lose the prefix the client hydrates with. This plugin rewrites that branch as
// the server build bundles it: always `renderToString`, with the same options the streaming call
// gets. No island suspends on the server (nothing there awaits data), so the HTML is the same;
// an export at scale renders about an eighth faster (docs/architecture.md). The call goes through
// `renderIslandToString` (src/lib/islands/server-render-memo.ts), which answers again the kept
// render of an island whose HTML depends only on its props. If an upgrade changes the code, the
// build warns and changes nothing (islands stream, as before).

/** The module of @astrojs/react that renders islands on the server. */
export const reactServerModule = /[\\/]@astrojs[\\/]react[\\/]dist[\\/]server\.js$/;

const streamingChoice =
  /if \(opts\.experimentalDisableStreaming\) \{\s*html = ReactDOM\.renderToString\(vnode\);\s*\}/;

/** The module the rewritten renderer imports its island render from. */
export const islandMemoModule = fileURLToPath(
  new URL('../lib/islands/server-render-memo.ts', import.meta.url),
);

/**
 * The renderer's module with islands rendered to a string with their options (through the
 * memo of `islandMemoModule`), or undefined when it no longer has the branch this code expects.
 */
export function withIslandsToString(code: string): string | undefined {
  if (!streamingChoice.test(code)) return undefined;
  const render =
    'html = portalRenderIslandToString((element, options) => ReactDOM.renderToString(element, options), vnode, renderOptions);';
  return (
    `import { renderIslandToString as portalRenderIslandToString } from ${JSON.stringify(islandMemoModule)};\n` +
    code.replace(streamingChoice, `if (true) {\n    ${render}\n  }`)
  );
}

/** The Vite plugin: applies withIslandsToString to @astrojs/react's server module; warns if it cannot. */
export function reactIslandsToString(): Plugin {
  return dependencyRewrite({
    name: 'portal-react-islands-to-string',
    module: reactServerModule,
    rewrite: withIslandsToString,
    unchanged: '@astrojs/react/dist/server.js has no renderToString branch as expected: islands stream',
  });
}
