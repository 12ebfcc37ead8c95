/** The first row of a result that must have one (an INSERT ... RETURNING, a row just checked). */
export function firstRow<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('expected a row, got none');
  return row;
}

/** An element that must exist (fixed seed tables indexed by a computed position). */
export function itemAt<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${String(index)} of ${String(items.length)}`);
  return item;
}
