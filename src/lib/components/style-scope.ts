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
 * scoped styles), as a function answering a new object at each call: spread `{...scope()}` last
 * on each element, where Astro writes its own. A new object per element because Astro's
 * `spreadAttributes` appends the component's own scoped class to the object it spreads (when the
 * component has a <style> too): one object shared by several elements collects that class once
 * per element and renders a second `class` attribute on the elements that have one.
 * @example styleScope({ 'data-astro-cid-c3tne2zl': true, filters })() // { 'data-astro-cid-c3tne2zl': '' }
 */
export function styleScope(props: object): () => StyleScope {
  // An empty string renders as a bare attribute (`data-astro-cid-x`), as Astro writes it; `true`
  // would render `="true"`.
  const keys = Object.keys(props).filter((key) => key.startsWith(scopePrefix));
  return () => Object.fromEntries(keys.map((key) => [key, ''] as const));
}
