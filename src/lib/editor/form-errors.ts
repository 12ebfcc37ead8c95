import type { z } from 'zod';
import { failureFieldsSchema } from '../contract/envelope.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { isMinorUnits, minorToUnits } from './money.ts';

// The edit form checks its body with the same contract schema the API checks it with, and says
// each failure in the editor's language: a zod issue becomes a message key of the console
// (never the schema's own English text), keyed by the input it belongs to ("name.zh").

/** A failure of one input: a message key and its values, or the API's own text for it. */
export type EditFieldError =
  { key: MessageKey; values?: Record<string, number | string> } | { key?: undefined; text: string };

/** What an input's failure says in the editor's language. */
export function fieldErrorText(
  t: (key: MessageKey, values?: Record<string, string | number>) => string,
  error: EditFieldError,
): string {
  return error.key === undefined ? error.text : t(error.key, error.values);
}

/**
 * The inputs a refused save names (an id no item has: `body.cityId`), by the form's input names,
 * with the API's message in the editor's language; nothing for a failure that names none.
 */
export function apiFieldErrors(data: unknown): Record<string, EditFieldError> {
  const parsed = failureFieldsSchema.safeParse(data);
  if (!parsed.success) return {};
  return Object.fromEntries(
    parsed.data.fields.map(({ field, message }) => [field.replace(/^body\./, ''), { text: message }]),
  );
}

/** The console's words for the contract's custom validation keys; others read as a bad format. */
const customKeys: Partial<Record<string, MessageKey>> = {
  'apiMessage.validation.isoDate': 'editor.errors.isoDate',
  'apiMessage.validation.pathOrHttps': 'editor.errors.pathOrHttps',
  'apiMessage.validation.sitePath': 'editor.errors.sitePath',
  'apiMessage.validation.email': 'editor.errors.email',
  'apiMessage.validation.code': 'editor.errors.code',
  'apiMessage.validation.endBeforeStart': 'editor.errors.endBeforeStart',
  'apiMessage.validation.stayOverValidity': 'editor.errors.stayOverValidity',
  'apiMessage.validation.codeTwice': 'editor.errors.codeTwice',
  'apiMessage.validation.lateFeeWithoutDeadline': 'editor.errors.lateFeeWithoutDeadline',
};

function errorOf(issue: z.core.$ZodIssue): EditFieldError {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { key: 'editor.errors.required' }
          : { key: 'editor.errors.tooShort', values: { min: Number(issue.minimum) } };
      if (issue.origin === 'array')
        return { key: 'editor.errors.fewItems', values: { min: Number(issue.minimum) } };
      return { key: 'editor.errors.min', values: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string')
        return { key: 'editor.errors.tooLong', values: { max: Number(issue.maximum) } };
      if (issue.origin === 'array')
        return { key: 'editor.errors.manyItems', values: { max: Number(issue.maximum) } };
      return { key: 'editor.errors.max', values: { max: Number(issue.maximum) } };
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return { key: 'editor.errors.number' };
      // An item of a list that is not the object it should be (a visa's fee).
      return issue.expected === 'object'
        ? { key: 'editor.errors.format' }
        : { key: 'editor.errors.required' };
    case 'invalid_value':
      return { key: 'editor.errors.choice' };
    case 'invalid_union':
      return { key: 'editor.errors.pathOrHttps' };
    case 'invalid_format':
      if (issue.format === 'url') return { key: 'editor.errors.url' };
      return { key: customKeys[issue.message] ?? 'editor.errors.format' };
    default:
      return { key: customKeys[issue.message] ?? 'editor.errors.format' };
  }
}

/** A failure of an amount in minor units, said in the currency units the editor writes it in. */
function amountErrorOf(issue: z.core.$ZodIssue): EditFieldError {
  switch (issue.code) {
    case 'too_small':
      return { key: 'editor.errors.min', values: { min: minorToUnits(Number(issue.minimum)) } };
    case 'too_big':
      return { key: 'editor.errors.max', values: { max: minorToUnits(Number(issue.maximum)) } };
    case 'invalid_type':
      return { key: 'editor.errors.amount' };
    default:
      return errorOf(issue);
  }
}

/**
 * The failures of a body against its schema, by input name (the first failure of each); empty
 * when the body passes.
 * @example editErrors(exhibitionEditSchema, body) // { 'name.zh': { key: 'editor.errors.required' } }
 */
export function editErrors(schema: z.ZodType, body: unknown): Record<string, EditFieldError> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, EditFieldError> = {};
  for (const issue of result.error.issues) {
    // An item of a list belongs to the list's one input ("exhibitionIds"); a property of a row
    // to that row's input ("fees.1.amountMinor").
    const item = issue.path.findIndex((part) => typeof part !== 'string');
    const property = item !== -1 && issue.path.length > item + 1;
    const path = (item === -1 || property ? issue.path : issue.path.slice(0, item)).map(String).join('.');
    const last = issue.path.at(-1);
    errors[path] ??= typeof last === 'string' && isMinorUnits(last) ? amountErrorOf(issue) : errorOf(issue);
  }
  return errors;
}
