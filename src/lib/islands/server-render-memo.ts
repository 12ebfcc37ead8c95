// Server renders of islands whose HTML depends only on their props, kept and answered again.
//
// Every page server-renders the same layout islands (the header's search box and user menu, the
// overlay host, the login modal) with the same props: React rendered them again for every page,
// about a tenth of an exported page's CPU. A component opts in with `markPropsOnlyServerRender`:
// it promises that on the server its HTML is a function of its props alone (no store it reads
// is ever changed on the server, no clock, no request). Its render is then kept, keyed by the
// island's id prefix (React's `useId` ids carry it) and its props, when every prop is a
// primitive or an object registered with `immutableProp` (deeply frozen); any other prop (a
// function, children, a plain object) renders as usual. Astro's React renderer calls
// `renderIslandToString` (src/build/react-islands-to-string.ts rewrites it to).

/** Marks components whose server render depends only on their props. */
const propsOnlyComponents = new WeakSet<object>();
/** Props registered as never changing: kept by identity. */
const immutableProps = new WeakMap<object, number>();
let nextPropId = 0;

/** Renders kept per component, emptied past `keptPerComponent` (a prop differing per page). */
const kept = new WeakMap<object, Map<string, string>>();
/** Renders kept per component before its memory is emptied. */
export const keptPerComponent = 256;

/**
 * Declares that `component`'s server render is a function of its props alone.
 * @example markPropsOnlyServerRender(SearchBox)
 */
export function markPropsOnlyServerRender(component: object): void {
  propsOnlyComponents.add(component);
}

/** Freezes `value` and everything it holds (an object frozen already may hold one that is not). */
function deepFreeze(value: unknown, seen = new Set<object>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner, seen);
}

/**
 * Freezes `value` deeply and registers it as a prop that never changes, so a kept render can be
 * keyed by its identity. Returns `value`.
 */
export function immutableProp<T extends object>(value: T): T {
  if (!immutableProps.has(value)) {
    deepFreeze(value);
    immutableProps.set(value, nextPropId);
    nextPropId += 1;
  }
  return value;
}

/** What Astro's renderer passes: the island's element and its render options. */
export interface IslandElement {
  readonly type: unknown;
  readonly props: Readonly<Record<string, unknown>>;
}

/** The island's render options (`identifierPrefix` makes its `useId` ids). */
export interface IslandRenderOptions {
  readonly identifierPrefix?: string | undefined;
  readonly formState?: unknown;
}

/**
 * The key of a kept render of `element`, or undefined when it may not be kept: the component
 * did not opt in, the render answers a form, or a prop is neither a primitive nor registered.
 */
export function islandRenderKey(element: IslandElement, options: IslandRenderOptions): string | undefined {
  const { type, props } = element;
  if ((typeof type !== 'function' && typeof type !== 'object') || type === null) return undefined;
  if (!propsOnlyComponents.has(type) || options.formState !== undefined) return undefined;
  const parts: unknown[] = [options.identifierPrefix ?? null];
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined) continue;
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
      // A bigint or symbol has no JSON form, NaN and the infinities would read as null: such a
      // render is not kept.
      if (typeof value === 'bigint' || typeof value === 'symbol') return undefined;
      if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
      parts.push(name, value);
      continue;
    }
    const id = immutableProps.get(value);
    if (id === undefined) return undefined;
    parts.push(name, { id });
  }
  return JSON.stringify(parts);
}

/**
 * The server HTML of an island: kept from an earlier render when `islandRenderKey` allows it,
 * else `render(element, options)` (React's renderToString).
 */
export function renderIslandToString<E extends IslandElement, O extends IslandRenderOptions>(
  render: (element: E, options: O) => string,
  element: E,
  options: O,
): string {
  const key = islandRenderKey(element, options);
  if (key === undefined) return render(element, options);
  const component = element.type as object;
  let renders = kept.get(component);
  const known = renders?.get(key);
  if (known !== undefined) return known;
  const html = render(element, options);
  if (renders === undefined) {
    renders = new Map();
    kept.set(component, renders);
  } else if (renders.size >= keptPerComponent) {
    renders.clear();
  }
  renders.set(key, html);
  return html;
}
