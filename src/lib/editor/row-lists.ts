import { isMinorUnits, minorToUnits, unitsToMinor } from './money.ts';

// A list field whose items are objects (a visa product's fees and documents) is edited as rows,
// one input per property. The form keeps the rows as one text (a JSON object of the inputs' texts
// a line), like any field, so the conflict view and the version diff read it as they read others;
// the body turns each row back into the object the contract's schema checks (an amount in
// currency units into minor units).

/** One property of a row: how its input reads and writes it. */
export interface RowColumn {
  name: string;
  /** text; money: minor units written in currency units; number; boolean: a checkbox. */
  kind: 'text' | 'money' | 'number' | 'boolean';
  maxLength: number | undefined;
}

/** A row as its inputs hold it. */
export type RowTexts = Record<string, string | boolean>;

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The inputs' texts of one stored item. */
export function rowOfItem(columns: readonly RowColumn[], item: unknown): RowTexts {
  const object = (item !== null && typeof item === 'object' ? item : {}) as Record<string, unknown>;
  const row: RowTexts = {};
  for (const column of columns) {
    const value = object[column.name];
    if (column.kind === 'boolean') row[column.name] = value === true;
    else if (column.kind === 'money' && typeof value === 'number') row[column.name] = minorToUnits(value);
    else row[column.name] = textOf(value);
  }
  return row;
}

/** A new row: empty texts, unchecked boxes. */
export function emptyRow(columns: readonly RowColumn[]): RowTexts {
  return Object.fromEntries(columns.map((column) => [column.name, column.kind === 'boolean' ? false : '']));
}

/** The form's text of some rows: one JSON object a line. */
export function textOfRows(rows: readonly RowTexts[]): string {
  return rows.map((row) => JSON.stringify(row)).join('\n');
}

/** The rows a form's text holds; a line that is not an object is left out. */
export function rowsOfText(columns: readonly RowColumn[], text: string): RowTexts[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        const parsed = JSON.parse(line) as unknown;
        return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
          ? [rowOfTexts(columns, parsed as Record<string, unknown>)]
          : [];
      } catch {
        return [];
      }
    });
}

function rowOfTexts(columns: readonly RowColumn[], object: Record<string, unknown>): RowTexts {
  return Object.fromEntries(
    columns.map((column) => [
      column.name,
      column.kind === 'boolean' ? object[column.name] === true : textOf(object[column.name]),
    ]),
  );
}

/**
 * The object a row sends, in the shape its schema checks: an amount in minor units (NaN when it
 * is not an amount), a number (NaN when it is not one), a box's state, a text as typed.
 */
export function itemOfRow(columns: readonly RowColumn[], row: Readonly<RowTexts>): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const column of columns) {
    const value = row[column.name];
    const text = typeof value === 'string' ? value : '';
    switch (column.kind) {
      case 'boolean':
        item[column.name] = value === true;
        break;
      case 'money':
        item[column.name] = unitsToMinor(text);
        break;
      case 'number':
        item[column.name] = text.trim() === '' ? Number.NaN : Number(text);
        break;
      case 'text':
        item[column.name] = text;
        break;
    }
  }
  return item;
}

/** The kind of a row's property by its name and whether it is a number or a boolean. */
export function columnKind(name: string, type: 'string' | 'number' | 'boolean'): RowColumn['kind'] {
  if (type === 'boolean') return 'boolean';
  if (type === 'number') return isMinorUnits(name) ? 'money' : 'number';
  return 'text';
}

/**
 * The rows of a form's text as an editor reads them (the conflict view): one line a row, its
 * non-empty inputs joined by " · ", a checked box by `yes` and an unchecked one by `no`.
 * @example readableRows(columns, text, 'yes', 'no') // 'consular · 使馆费 · Consular fee · 500.00'
 */
export function readableRows(columns: readonly RowColumn[], text: string, yes: string, no: string): string {
  return readable(columns, rowsOfText(columns, text), yes, no);
}

/**
 * Stored items, one JSON object a line (a kept version's fees), as an editor reads them: like
 * readableRows, with an amount in currency units; a line that is not an object is shown as it is.
 * @example readableItems(columns, '{"code":"consular","amountMinor":50000}', 'yes', 'no') // 'consular · 500.00'
 */
export function readableItems(columns: readonly RowColumn[], text: string, yes: string, no: string): string {
  const rows = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line): RowTexts => {
      try {
        return rowOfItem(columns, JSON.parse(line) as unknown);
      } catch {
        return { line };
      }
    });
  return readable([...columns, { name: 'line', kind: 'text', maxLength: undefined }], rows, yes, no);
}

function readable(columns: readonly RowColumn[], rows: readonly RowTexts[], yes: string, no: string): string {
  return rows
    .map((row) =>
      columns
        .map((column) => {
          const value = row[column.name];
          return typeof value === 'boolean' ? (value ? yes : no) : (value ?? '').trim();
        })
        .filter((part) => part !== '')
        .join(' · '),
    )
    .join('\n');
}
