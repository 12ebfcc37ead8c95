// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { islandMessages } from '../../../lib/i18n/island.ts';
import { checkPhone, phoneValue } from '../../../lib/forms/rules.ts';
import { I18nProvider } from '../../i18n/I18nProvider.tsx';
import { FieldLookContext } from './look.ts';
import { PhoneField } from './PhoneField.tsx';

afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.edition;
});

function Form({ locale, initial = '' }: { locale: 'zh' | 'en'; initial?: string }): ReactNode {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider i18n={islandMessages(locale, ['form.', 'phone.'])}>
      <FieldLookContext value="checkout">
        <PhoneField
          id="contact-phone"
          label={locale === 'zh' ? '手机号' : 'Mobile phone'}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
          }}
        />
        <output data-testid="value">{value}</output>
      </FieldLookContext>
    </I18nProvider>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('PhoneField', () => {
  it('renders on the server without country names (the runtime names them once mounted)', () => {
    const html = renderToString(<Form locale="en" />);
    expect(html).toContain('<option value="US" selected="">US +1</option></select>');
    expect(html).not.toContain('Germany');
  });

  it('starts on China in the Chinese edition and keeps an 11-digit mainland number as +86', async () => {
    document.documentElement.dataset.edition = 'zh';
    render(<Form locale="zh" />);
    const picker = screen.getByRole('combobox', { name: '国家或地区区号' });
    expect((picker as HTMLSelectElement).value).toBe('CN');
    await userEvent.type(screen.getByLabelText('手机号'), '13612345678');
    expect(value()).toBe('+86 13612345678');
    expect(phoneValue(value())).toBe('+8613612345678');
  });

  it('in the English edition lists named countries, and the number follows a new country', async () => {
    document.documentElement.dataset.edition = 'en';
    render(<Form locale="en" />);
    const picker = screen.getByRole('combobox', { name: 'Country or region code' });
    await userEvent.selectOptions(picker, 'Germany +49');
    const input = screen.getByLabelText('Mobile phone');
    await userEvent.type(input, '0151 23456789');
    expect(value()).toBe('+49 0151 23456789');
    expect(checkPhone(value())).toBeUndefined();
    await userEvent.selectOptions(picker, 'Austria +43');
    expect(value()).toBe('+43 0151 23456789');
    expect((input as HTMLInputElement).value).toBe('0151 23456789');
  });

  it('shows a saved E.164 number under its country, and a number typed with its code moves the picker', async () => {
    render(<Form locale="en" initial="+447911123456" />);
    const picker = screen.getByRole('combobox', { name: 'Country or region code' });
    expect((picker as HTMLSelectElement).value).toBe('GB');
    const input = screen.getByLabelText('Mobile phone');
    expect((input as HTMLInputElement).value).toBe('7911123456');
    await userEvent.clear(input);
    await userEvent.type(input, '+49 151 23456789');
    expect((picker as HTMLSelectElement).value).toBe('DE');
    expect(phoneValue(value())).toBe('+4915123456789');
  });
});
