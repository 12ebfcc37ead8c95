import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactServerModule, withIslandsToString } from '../../../src/build/react-islands-to-string.ts';

// The installed @astrojs/react's server module, as the build reads it.
const installed = join(
  dirname(createRequire(import.meta.url).resolve('@astrojs/react/package.json')),
  'dist',
  'server.js',
);

describe('islands rendered to a string', () => {
  it('matches the module the build bundles', () => {
    expect(reactServerModule.test(installed)).toBe(true);
    expect(reactServerModule.test('/x/@astrojs/react/dist/client.js')).toBe(false);
  });

  it('rewrites the installed renderer to renderToString with the island options, and only that', () => {
    const code = readFileSync(installed, 'utf8');
    const patched = withIslandsToString(code);
    expect(patched).toBeDefined();
    const rewritten = patched ?? '';
    expect(rewritten).toContain('html = ReactDOM.renderToString(vnode, renderOptions);');
    expect(rewritten).not.toContain('opts.experimentalDisableStreaming');
    // The options it passes are the streaming call's, made before the choice: the island's
    // identifierPrefix (useId) among them.
    const options = rewritten.indexOf('const renderOptions = {');
    expect(options).toBeGreaterThan(-1);
    expect(options).toBeLessThan(rewritten.indexOf('ReactDOM.renderToString(vnode, renderOptions)'));
    expect(rewritten.slice(options, options + 120)).toContain('identifierPrefix: prefix');
    expect(rewritten.length - code.length).toBeLessThan(40);
  });

  it('leaves a module without the branch alone', () => {
    expect(withIslandsToString('export const x = 1;')).toBeUndefined();
  });
});
