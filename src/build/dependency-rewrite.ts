import type { Plugin } from 'vite';

/** A rewrite of one dependency module as the server build bundles it. */
export interface DependencyRewrite {
  /** The Vite plugin's name. */
  name: string;
  /** Matches the id of the module to rewrite. */
  module: RegExp;
  /** The rewritten code, or undefined when the module no longer has what the rewrite expects. */
  rewrite: (code: string) => string | undefined;
  /** Warned when `rewrite` cannot apply (an upgrade): the module is then left as it is. */
  unchanged: string;
}

/**
 * A Vite plugin applying `rewrite` to the module `module` matches; it warns and changes nothing
 * when the module no longer has what the rewrite expects.
 */
export function dependencyRewrite({ name, module, rewrite, unchanged }: DependencyRewrite): Plugin {
  return {
    name,
    transform(code, id) {
      if (!module.test(id)) return undefined;
      const patched = rewrite(code);
      if (patched === undefined) {
        this.warn(unchanged);
        return undefined;
      }
      return { code: patched, map: null };
    },
  };
}
