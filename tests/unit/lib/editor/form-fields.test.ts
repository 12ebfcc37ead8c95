import { describe, expect, it } from 'vitest';
import { newsEditSchema } from '../../../../src/lib/contract/editor.ts';
import { editErrors } from '../../../../src/lib/editor/form-errors.ts';
import { formBody, formFields } from '../../../../src/lib/editor/form-fields.ts';
import { editorKinds } from '../../../../src/lib/editor/kinds.ts';

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

describe('the company form', () => {
  const kind = editorKinds.companies;
  const fields = formFields(kind.schema, kind.richText);

  it('has both languages of name and intro (intro rich), the kind as a choice and a nullable e-mail', () => {
    expect(fields.find((field) => field.name === 'intro')).toMatchObject({ kind: 'bilingual', rich: true });
    expect(fields.find((field) => field.name === 'name')).toMatchObject({ kind: 'bilingual', rich: false });
    expect(fields.find((field) => field.name === 'kind')).toMatchObject({
      kind: 'choice',
      options: ['organiser', 'exhibitor', 'service'],
    });
    expect(fields.find((field) => field.name === 'email')).toMatchObject({ kind: 'text', nullable: true });
  });

  it('says a bad e-mail in the console’s words, and takes an empty one as none', () => {
    const base = {
      name: { zh: '华信会展集团', en: 'Huaxin Exhibition Group' },
      intro: { zh: '<p>简介</p>', en: '<p>Intro</p>' },
      kind: 'organiser',
      industryId: 1,
      cityId: 1,
      website: null,
      logo: '/oss/images/company/1.png',
    };
    for (const email of ['no-at-sign', 'x@y.example:evil', '<a@b.cn>'])
      expect(editErrors(kind.schema, { ...base, email }).email).toEqual({ key: 'editor.errors.email' });
    expect(editErrors(kind.schema, { ...base, email: 'info@huaxin.example' })).toEqual({});
    expect(formBody(fields, { email: '' }).email).toBeNull();
  });
});
