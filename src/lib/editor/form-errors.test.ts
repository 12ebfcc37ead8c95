import { describe, expect, it } from 'vitest';
import { apiFieldErrors, fieldErrorText } from './form-errors.ts';
import { messages } from '../i18n/messages.ts';

describe('apiFieldErrors', () => {
  it('names the form’s inputs a refused save names, with the API’s text', () => {
    const data = {
      fields: [
        { field: 'body.pavilionId', message: '展馆 99999999 不存在' },
        { field: 'body.exhibitionIds', message: 'exhibition 7 not found' },
      ],
    };
    expect(apiFieldErrors(data)).toEqual({
      pavilionId: { text: '展馆 99999999 不存在' },
      exhibitionIds: { text: 'exhibition 7 not found' },
    });
  });

  it('names nothing for a failure without inputs or of another shape', () => {
    for (const data of [null, undefined, {}, { fields: 'x' }, { fields: [{ field: 1 }] }, 'text'])
      expect(apiFieldErrors(data)).toEqual({});
  });
});

describe('fieldErrorText', () => {
  const t = (key: keyof typeof messages.en, values?: Record<string, string | number>) =>
    messages.en[key].replace('{{min}}', String(values?.min ?? ''));

  it('says a form check by its message and an API refusal by its own text', () => {
    expect(fieldErrorText(t, { key: 'editor.errors.required' })).toBe(messages.en['editor.errors.required']);
    expect(fieldErrorText(t, { key: 'editor.errors.tooShort', values: { min: 3 } })).toContain('3');
    expect(fieldErrorText(t, { text: 'venue 9 not found' })).toBe('venue 9 not found');
  });
});
