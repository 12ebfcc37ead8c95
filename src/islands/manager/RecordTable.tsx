import type { ReactNode } from 'react';
import type { EmptyListKind } from '../../lib/manager/empty-next.ts';
import { EmptyList } from './LoadState.tsx';

// The management centre's lists: one table of records (or the empty notice), each column a
// header and a cell, and the confirmed row action most lists end with.

/** A column of a record table: its header and what each record shows in it. */
export interface RecordColumn<T> {
  header: string;
  cell: (record: T) => ReactNode;
  /** Class of the column's cells (`mgr-actions` lays out several actions in a row). */
  className?: string;
}

/**
 * Records as a `data-table`, one row each keyed by `keyOf`; when there are none, `empty` (the
 * common empty notice with the list's next step `emptyNext` by default). Each cell carries its
 * column's header, which narrow screens show beside the value when rows become stacked cards.
 */
export function RecordTable<T>({
  records,
  columns,
  keyOf,
  empty,
  emptyNext,
  testId,
}: {
  records: readonly T[];
  columns: readonly RecordColumn<T>[];
  keyOf: (record: T) => string | number;
  empty?: ReactNode;
  emptyNext?: EmptyListKind;
  testId?: string;
}): ReactNode {
  if (records.length === 0) return empty ?? <EmptyList next={emptyNext} />;
  return (
    <table className="data-table" data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th scope="col" key={column.header}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={keyOf(record)}>
            {columns.map((column) => (
              <td key={column.header} className={column.className} data-label={column.header}>
                {column.cell(record)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A row's action button, named with the row's own name for screen readers; disabled while busy. */
export function RowActionButton({
  label,
  name,
  busy,
  onClick,
}: {
  label: string;
  name: string;
  busy: boolean;
  onClick: () => void;
}): ReactNode {
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={busy}
      aria-label={`${label} ${name}`}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
