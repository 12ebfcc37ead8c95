// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXT_AREA_DEFAULT_ROWS, TextArea } from '../../src/islands/ui/TextArea.tsx';

afterEach(cleanup);

describe('TextArea', () => {
  it('is labelled and has 2 rows by default', () => {
    render(<TextArea label="Remarks" />);
    const field = screen.getByRole('textbox', { name: 'Remarks' });
    expect(TEXT_AREA_DEFAULT_ROWS).toBe(2);
    expect(field.getAttribute('rows')).toBe('2');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });
  it('takes other row counts and native attributes', () => {
    render(<TextArea label="备注" rows={5} name="remark" maxLength={200} defaultValue="x" />);
    const field = screen.getByRole('textbox', { name: '备注' });
    expect(field.getAttribute('rows')).toBe('5');
    expect(field.getAttribute('name')).toBe('remark');
    expect(field.getAttribute('maxlength')).toBe('200');
  });
  it('wires its error to the field with aria-invalid and aria-describedby', () => {
    render(<TextArea label="Remarks" error="Too long" aria-describedby="hint" />);
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
        <TextArea label="A" error="e1" />
        <TextArea label="B" error="e2" />
      </>,
    );
    const a = screen.getByRole('textbox', { name: 'A' });
    const b = screen.getByRole('textbox', { name: 'B' });
    expect(a.id).not.toBe(b.id);
    expect(a.getAttribute('aria-describedby')).not.toBe(b.getAttribute('aria-describedby'));
  });
});
