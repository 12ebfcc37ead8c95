// Astro scopes a component's <style> with an attribute named after the component's file
// (data-astro-cid-{hash of the path}) and passes that attribute as a prop to every component it
// renders. A shared component without styles of its own can put the attribute on its elements,
// so a caller's scoped styles apply to markup it no longer spells out, and the HTML stays what
// the caller rendered itself.

const scopePrefix = 'data-astro-cid-';

/** The caller's style-scope attribute found in a component's props, ready to spread on elements. */
export type StyleScope = Readonly<Record<string, ''>>;

/**
 * The style-scope attributes a component received from its caller (none when the caller has no
 * scoped styles); spread them last on each element, where Astro writes its own.
 * @example styleScope({ 'data-astro-cid-c3tne2zl': true, filters }) // { 'data-astro-cid-c3tne2zl': '' }
 */
export function styleScope(props: object): StyleScope {
  // An empty string renders as a bare attribute (`data-astro-cid-x`), as Astro writes it; `true`
  // would render `="true"`.
  return Object.fromEntries(
    Object.keys(props)
      .filter((key) => key.startsWith(scopePrefix))
      .map((key) => [key, ''] as const),
  );
}
