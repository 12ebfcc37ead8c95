import { z } from 'zod';
import { isMinorUnits, minorToUnits, unitsToMinor } from './money.ts';
import { columnKind, itemOfRow, rowOfItem, rowsOfText, textOfRows, type RowColumn } from './row-lists.ts';

// The fields of an edit form, derived from the contract's create schema: nothing about a field
// (its name, whether it is bilingual, its limits, its choices) is declared twice. A form holds
// every value as text under a flat name ("name.zh", "images"); formValues turns the object the
// API answers into those texts and formBody turns them back into what the schema checks.

/** One field of an edit form. */
export type FormField =
  | { kind: 'bilingual'; name: string; rich: boolean; maxLength: number | undefined }
  | { kind: 'text'; name: string; maxLength: number | undefined; nullable: boolean; date: boolean }
  | {
      kind: 'number';
      name: string;
      min: number | undefined;
      max: number | undefined;
      integer: boolean;
      /** Left empty it is null (a news article without a fair). */
      nullable: boolean;
    }
  /** An amount the schema keeps in minor units (`priceMinor`), written in currency units. */
  | { kind: 'money'; name: string; nullable: boolean }
  | { kind: 'choice'; name: string; options: readonly string[] }
  | { kind: 'list'; name: string }
  /** A list of objects (a visa's fees): one row of inputs per item. */
  | { kind: 'rows'; name: string; columns: readonly RowColumn[] };

/** A form's values: one text per input name. */
export type FormValues = Record<string, string>;

/** The schema under defaults, optionals and nullables, and whether null is allowed. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; nullable: boolean } {
  let inner = schema;
  let nullable = false;
  for (;;) {
    if (inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodNullable) {
      nullable = true;
      inner = inner.unwrap() as z.ZodType;
    } else return { inner, nullable };
  }
}

function isBilingual(schema: z.ZodType): schema is z.ZodObject<{ zh: z.ZodString; en: z.ZodString }> {
  return (
    schema instanceof z.ZodObject &&
    Object.keys(schema.shape).length === 2 &&
    schema.shape.zh instanceof z.ZodString &&
    schema.shape.en instanceof z.ZodString
  );
}

/** The inputs of a row: one per property of the list's item schema. */
function columnsOf(item: z.ZodObject): RowColumn[] {
  return Object.entries(item.shape).map(([name, schema]) => {
    const inner = unwrap(schema as z.ZodType).inner;
    const type =
      inner instanceof z.ZodNumber ? 'number' : inner instanceof z.ZodBoolean ? 'boolean' : 'string';
    const maxLength = inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
    return { name, kind: columnKind(name, type), maxLength };
  });
}

function fieldOf(name: string, schema: z.ZodType, richText: readonly string[]): FormField {
  const { inner, nullable } = unwrap(schema);
  if (isBilingual(inner))
    return {
      kind: 'bilingual',
      name,
      rich: richText.includes(name),
      maxLength: inner.shape.zh.maxLength ?? undefined,
    };
  if (inner instanceof z.ZodNumber && isMinorUnits(name)) return { kind: 'money', name, nullable };
  if (inner instanceof z.ZodNumber)
    return {
      kind: 'number',
      name,
      min: inner.minValue ?? undefined,
      max: inner.maxValue ?? undefined,
      integer: inner.format === 'safeint' || inner.format === 'int32',
      nullable,
    };
  if (inner instanceof z.ZodEnum) return { kind: 'choice', name, options: inner.options.map(String) };
  if (inner instanceof z.ZodArray) {
    const element = unwrap(inner.element as z.ZodType).inner;
    if (element instanceof z.ZodObject) return { kind: 'rows', name, columns: columnsOf(element) };
    return { kind: 'list', name };
  }
  // Strings, string formats (URLs) and unions of a string with '' (an optional picture).
  const maxLength = inner instanceof z.ZodString ? (inner.maxLength ?? undefined) : undefined;
  const date = inner instanceof z.ZodString && /^\w*date$/i.test(name);
  return { kind: 'text', name, maxLength, nullable, date };
}

/** The form fields of a create schema, in its order. */
export function formFields(schema: z.ZodObject, richText: readonly string[] = []): FormField[] {
  return Object.entries(schema.shape).map(([name, field]) => fieldOf(name, field as z.ZodType, richText));
}

/** The input names of a field (two for a bilingual one). */
export function inputNames(field: FormField): string[] {
  return field.kind === 'bilingual' ? [`${field.name}.zh`, `${field.name}.en`] : [field.name];
}

function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The texts a form shows for an item (its edit view or a kept version). */
export function formValues(
  fields: readonly FormField[],
  item: Readonly<Record<string, unknown>>,
): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = item[field.name];
    if (field.kind === 'bilingual') {
      const pair = (value ?? {}) as { zh?: unknown; en?: unknown };
      values[`${field.name}.zh`] = textOf(pair.zh);
      values[`${field.name}.en`] = textOf(pair.en);
    } else if (field.kind === 'list') {
      values[field.name] = Array.isArray(value) ? value.map(textOf).join('\n') : '';
    } else if (field.kind === 'rows') {
      const items: unknown[] = Array.isArray(value) ? value : [];
      values[field.name] = textOfRows(items.map((item) => rowOfItem(field.columns, item)));
    } else if (field.kind === 'money' && typeof value === 'number') {
      values[field.name] = minorToUnits(value);
    } else values[field.name] = textOf(value);
  }
  return values;
}

/** The body a form's texts make, in the shape its schema checks (and the API takes). */
export function formBody(
  fields: readonly FormField[],
  values: Readonly<FormValues>,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const text = (name: string) => values[name] ?? '';
    switch (field.kind) {
      case 'bilingual':
        body[field.name] = { zh: text(`${field.name}.zh`), en: text(`${field.name}.en`) };
        break;
      case 'number': {
        const raw = text(field.name).trim();
        // An empty or malformed number is NaN, which the schema refuses as a number it is not;
        // an empty one that may be null is null.
        body[field.name] = raw === '' ? (field.nullable ? null : Number.NaN) : Number(raw);
        break;
      }
      case 'money': {
        const raw = text(field.name).trim();
        body[field.name] = raw === '' && field.nullable ? null : unitsToMinor(raw);
        break;
      }
      case 'rows':
        body[field.name] = rowsOfText(field.columns, text(field.name)).map((row) =>
          itemOfRow(field.columns, row),
        );
        break;
      case 'list':
        body[field.name] = text(field.name)
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter((line) => line !== '');
        break;
      case 'text':
        body[field.name] = field.nullable && text(field.name).trim() === '' ? null : text(field.name);
        break;
      case 'choice':
        body[field.name] = text(field.name);
        break;
    }
  }
  return body;
}
