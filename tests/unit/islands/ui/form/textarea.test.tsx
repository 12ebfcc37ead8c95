// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../../../src/islands/i18n/I18nProvider.tsx';
import { TEXT_AREA_DEFAULT_ROWS, TextArea } from '../../../../../src/islands/ui/form/TextArea.tsx';
import type { IslandMessages } from '../../../../../src/lib/i18n/island.ts';

afterEach(cleanup);

// The field translates its error: these messages give the keys the texts the tests read.
const i18n: IslandMessages = {
  locale: 'en',
  messages: { 'form.errors.tooLong': 'Too long', 'form.errors.required': 'e1', 'form.errors.email': 'e2' },
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

describe('TextArea', () => {
  it('is labelled and has 2 rows by default', () => {
    render(<TextArea label="Remarks" />, { wrapper });
    const field = screen.getByRole('textbox', { name: 'Remarks' });
    expect(TEXT_AREA_DEFAULT_ROWS).toBe(2);
    expect(field.getAttribute('rows')).toBe('2');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });
  it('takes other row counts and native attributes', () => {
    render(<TextArea label="备注" rows={5} name="remark" maxLength={200} defaultValue="x" />, { wrapper });
    const field = screen.getByRole('textbox', { name: '备注' });
    expect(field.getAttribute('rows')).toBe('5');
    expect(field.getAttribute('name')).toBe('remark');
    expect(field.getAttribute('maxlength')).toBe('200');
  });
  it('wires its error to the field with aria-invalid and aria-describedby', () => {
    render(<TextArea label="Remarks" error={{ key: 'form.errors.tooLong' }} aria-describedby="hint" />, {
      wrapper,
    });
    const field = screen.getByRole('textbox', { name: 'Remarks' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids[0]).toBe('hint');
    const error = document.getElementById(ids[1] ?? '');
    expect(error?.textContent).toBe('Too long');
  });
  it('gives two fields distinct ids', () => {
    render(
      <>
        <TextArea label="A" error={{ key: 'form.errors.required' }} />
        <TextArea label="B" error={{ key: 'form.errors.email' }} />
      </>,
      { wrapper },
    );
    const a = screen.getByRole('textbox', { name: 'A' });
    const b = screen.getByRole('textbox', { name: 'B' });
    expect(a.id).not.toBe(b.id);
    expect(a.getAttribute('aria-describedby')).not.toBe(b.getAttribute('aria-describedby'));
  });
});
