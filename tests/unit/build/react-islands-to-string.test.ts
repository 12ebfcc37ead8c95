import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { installedModule } from '../../support/rewritten-module.ts';
import {
  islandMemoModule,
  reactServerModule,
  withIslandsToString,
} from '../../../src/build/react-islands-to-string.ts';

// The installed @astrojs/react's server module, as the build reads it.
const installed = installedModule('@astrojs/react/package.json', 'dist', 'server.js');

describe('islands rendered to a string', () => {
  it('matches the module the build bundles', () => {
    expect(reactServerModule.test(installed)).toBe(true);
    expect(reactServerModule.test('/x/@astrojs/react/dist/client.js')).toBe(false);
  });

  it('rewrites the installed renderer to renderToString with the island options, through the memo, and only that', () => {
    const code = readFileSync(installed, 'utf8');
    const patched = withIslandsToString(code);
    expect(patched).toBeDefined();
    const rewritten = patched ?? '';
    const call =
      'html = portalRenderIslandToString((element, options) => ReactDOM.renderToString(element, options), vnode, renderOptions);';
    expect(rewritten).toContain(call);
    expect(rewritten).not.toContain('opts.experimentalDisableStreaming');
    // The memo is imported from the portal's module, by its absolute path.
    expect(islandMemoModule).toMatch(/[\\/]src[\\/]lib[\\/]islands[\\/]server-render-memo\.ts$/);
    expect(
      rewritten.startsWith(
        `import { renderIslandToString as portalRenderIslandToString } from ${JSON.stringify(islandMemoModule)};\n`,
      ),
    ).toBe(true);
    // The options it passes are the streaming call's, made before the choice: the island's
    // identifierPrefix (useId) among them.
    const options = rewritten.indexOf('const renderOptions = {');
    expect(options).toBeGreaterThan(-1);
    expect(options).toBeLessThan(rewritten.indexOf(call));
    expect(rewritten.slice(options, options + 120)).toContain('identifierPrefix: prefix');
    // Nothing else changed: the rest of the module is the installed one.
    const withoutImport = rewritten.slice(rewritten.indexOf('\n') + 1);
    expect(withoutImport.slice(0, withoutImport.indexOf('if (true) {'))).toBe(
      code.slice(0, code.indexOf('if (opts.experimentalDisableStreaming)')),
    );
  });

  it('leaves a module without the branch alone', () => {
    expect(withIslandsToString('export const x = 1;')).toBeUndefined();
  });
});
