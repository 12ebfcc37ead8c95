import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fieldErrorText, type EditFieldError } from '../../../lib/editor/form-errors.ts';
import { moved } from '../../../lib/editor/item-choices.ts';
import {
  emptyRow,
  rowsOfText,
  textOfRows,
  type RowColumn,
  type RowTexts,
} from '../../../lib/editor/row-lists.ts';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { useT } from '../../../islands/i18n/use-t.ts';

// A list of objects (a visa product's fees, its documents) as rows: one labelled input per
// property of the item's schema, an amount in currency units, a box for a yes/no. Rows are added,
// removed and moved up or down; an error shows at the input of the row it belongs to
// ("fees.1.amountMinor"), one about the whole list under the list. The form sends the rows as
// one text in a hidden input, which its body turns into the objects the schema checks.

/** Props of a rows field. */
export interface RowsFieldProps {
  name: string;
  label: string;
  columns: readonly RowColumn[];
  /** The rows as the form holds them: one JSON object of texts a line. */
  defaultValue: string;
  /** The form's errors by input name; this field reads `${name}.{row}.{property}`. */
  errors: Readonly<Record<string, EditFieldError>>;
  /** The error of the whole list, already rendered by the form (its id is `${name}-error`). */
  error: ReactNode;
  invalid: boolean;
}

interface Row {
  key: number;
  texts: RowTexts;
}

/** Rows of inputs with add, remove and move buttons. */
export function RowsField({
  name,
  label,
  columns,
  defaultValue,
  errors,
  error,
  invalid,
}: RowsFieldProps): ReactNode {
  const t = useT();
  const next = useRef(0);
  const keyed = (texts: RowTexts): Row => ({ key: next.current++, texts });
  const [rows, setRows] = useState<Row[]>(() => rowsOfText(columns, defaultValue).map(keyed));
  // The row whose first input takes the focus once it is drawn (a row just added).
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // The errors of the last check name rows by their place: once a row is added, removed or moved
  // they are put aside until the next check rather than shown at the wrong row.
  const [setAside, setSetAside] = useState<Readonly<Record<string, EditFieldError>> | null>(null);
  const rowErrors = errors === setAside ? {} : errors;
  const reshape = (change: (current: Row[]) => Row[]) => {
    setRows(change);
    setSetAside(errors);
  };

  useEffect(() => {
    if (focusKey === null) return;
    list.current?.querySelector<HTMLElement>(`[data-row="${String(focusKey)}"] input`)?.focus();
  }, [focusKey]);

  const rowLabel = (index: number) => t(`editor.rows.${name}.row` as MessageKey, { n: index + 1 });
  const columnLabel = (column: RowColumn) => t(`editor.rows.column.${column.name}` as MessageKey);
  const set = (key: number, column: string, value: string | boolean) => {
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, texts: { ...row.texts, [column]: value } } : row)),
    );
  };

  return (
    <fieldset
      className="ec-rows ec-field-wide"
      data-testid={`rows-${name}`}
      aria-describedby={invalid ? `${name}-error` : undefined}
    >
      <legend>{label}</legend>
      {rows.length === 0 && <p className="ec-hint">{t('editor.rows.empty')}</p>}
      <ol className="ec-rows-list" ref={list}>
        {rows.map((row, index) => {
          const titleId = `${name}-row-${String(row.key)}`;
          return (
            <li
              key={row.key}
              className="ec-rows-item"
              role="group"
              aria-labelledby={titleId}
              data-row={row.key}
            >
              <div className="ec-rows-head">
                <h3 className="ec-rows-title" id={titleId}>
                  {rowLabel(index)}
                </h3>
                <span className="ec-rows-buttons">
                  <button
                    type="button"
                    className="ec-button ec-button-small"
                    disabled={index === 0}
                    aria-label={t('editor.rows.moveUp', { row: rowLabel(index) })}
                    onClick={() => {
                      reshape((current) => moved(current, index, -1));
                    }}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="ec-button ec-button-small"
                    disabled={index === rows.length - 1}
                    aria-label={t('editor.rows.moveDown', { row: rowLabel(index) })}
                    onClick={() => {
                      reshape((current) => moved(current, index, 1));
                    }}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="ec-button ec-button-small"
                    aria-label={t('editor.rows.remove', { row: rowLabel(index) })}
                    onClick={() => {
                      reshape((current) => current.filter((other) => other.key !== row.key));
                    }}
                  >
                    {t('editor.rows.removeShort')}
                  </button>
                </span>
              </div>
              <div className="ec-rows-inputs">
                {columns.map((column) => {
                  const input = `${name}.${String(index)}.${column.name}`;
                  const id = `f-${name}-${String(row.key)}-${column.name}`;
                  const failure = rowErrors[input];
                  const value = row.texts[column.name];
                  if (column.kind === 'boolean')
                    return (
                      <label className="ec-rows-check" key={column.name}>
                        <input
                          type="checkbox"
                          checked={value === true}
                          data-input={input}
                          onChange={(event) => {
                            set(row.key, column.name, event.currentTarget.checked);
                          }}
                        />
                        {columnLabel(column)}
                      </label>
                    );
                  const lang = /(?:^zh|Zh)$/.test(column.name)
                    ? 'zh-CN'
                    : /(?:^en|En)$/.test(column.name)
                      ? 'en'
                      : undefined;
                  return (
                    <div className="ec-field" key={column.name}>
                      <label htmlFor={id}>{columnLabel(column)}</label>
                      <input
                        id={id}
                        className="ec-input"
                        lang={lang}
                        inputMode={
                          column.kind === 'money'
                            ? 'decimal'
                            : column.kind === 'number'
                              ? 'numeric'
                              : undefined
                        }
                        value={typeof value === 'string' ? value : ''}
                        data-input={input}
                        aria-invalid={failure === undefined ? undefined : true}
                        aria-describedby={failure === undefined ? undefined : `${id}-error`}
                        onChange={(event) => {
                          set(row.key, column.name, event.currentTarget.value);
                        }}
                      />
                      {failure !== undefined && (
                        <p className="ec-error" id={`${id}-error`}>
                          {fieldErrorText(t, failure)}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="ec-rows-add">
        <button
          type="button"
          className="ec-button"
          onClick={() => {
            const row = keyed(emptyRow(columns));
            reshape((current) => [...current, row]);
            setFocusKey(row.key);
          }}
        >
          {t(`editor.rows.${name}.add` as MessageKey)}
        </button>
      </div>
      {error}
      <input type="hidden" name={name} value={textOfRows(rows.map((row) => row.texts))} />
    </fieldset>
  );
}
