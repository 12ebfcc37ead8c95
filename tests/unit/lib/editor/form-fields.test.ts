import { describe, expect, it } from 'vitest';
import { newsEditSchema } from '../../../../src/lib/contract/editor.ts';
import { editErrors } from '../../../../src/lib/editor/form-errors.ts';
import { formBody, formFields } from '../../../../src/lib/editor/form-fields.ts';

describe('a nullable number field', () => {
  const fields = formFields(newsEditSchema, ['body']);
  it('left empty is null, which the schema accepts; a required one stays refused', () => {
    const body = formBody(fields, { exhibitionId: '', typeId: '' });
    expect(body.exhibitionId).toBeNull();
    expect(Number.isNaN(body.typeId)).toBe(true);
    const errors = editErrors(newsEditSchema, body);
    expect(errors.exhibitionId).toBeUndefined();
    expect(errors.typeId).toBeDefined();
    expect(formBody(fields, { exhibitionId: '12' }).exhibitionId).toBe(12);
  });
});
