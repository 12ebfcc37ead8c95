import { describe, expect, it } from 'vitest';
import { dependencyRewrite } from '../../../src/build/dependency-rewrite.ts';

const plugin = dependencyRewrite({
  name: 'test-rewrite',
  module: /[\\/]dep[\\/]index\.js$/,
  rewrite: (code) => (code.includes('old') ? code.replace('old', 'new') : undefined),
  unchanged: 'dep has no old',
});

/** Runs the plugin's transform hook, collecting its warnings. */
function transform(code: string, id: string): { result: unknown; warnings: string[] } {
  const warnings: string[] = [];
  const hook = plugin.transform as (this: unknown, code: string, id: string) => unknown;
  const result = hook.call({ warn: (message: string) => warnings.push(message) }, code, id);
  return { result, warnings };
}

describe('dependencyRewrite', () => {
  it('rewrites the matched module only', () => {
    expect(transform('const old = 1;', '/x/node_modules/dep/index.js')).toEqual({
      result: { code: 'const new = 1;', map: null },
      warnings: [],
    });
    expect(transform('const old = 1;', '/x/node_modules/other/index.js')).toEqual({
      result: undefined,
      warnings: [],
    });
  });

  it('warns and changes nothing when the module no longer has what the rewrite expects', () => {
    expect(transform('const x = 1;', '/x/node_modules/dep/index.js')).toEqual({
      result: undefined,
      warnings: ['dep has no old'],
    });
  });
});
