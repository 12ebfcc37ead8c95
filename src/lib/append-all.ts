// `target.push(...items)` passes every item as an argument: past about 120,000 items it throws
// "Maximum call stack size exceeded". Lists that grow with the catalogue (pages of a rebuild,
// rows of a query) are appended with this instead.

/** Appends every item of `items` to `target`, however many there are; returns `target`. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}
