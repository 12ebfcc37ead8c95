// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { islandMessages } from '../../../lib/i18n/island.ts';
import { I18nProvider } from '../../i18n/I18nProvider.tsx';
import { FieldLookContext, type FieldLook } from './look.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { TextField } from './TextField.tsx';

afterEach(cleanup);

const inLook =
  (look: FieldLook) =>
  ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={islandMessages('en', ['form.'])}>
      <FieldLookContext value={look}>{children}</FieldLookContext>
    </I18nProvider>
  );

describe('TextField', () => {
  it('in the panel look marks a required field in its label and ties hint and error to the input', () => {
    render(<TextField label="Name" required hint="As on the ID" error={{ key: 'form.errors.required' }} />, {
      wrapper: inLook('panel'),
    });
    const input = screen.getByRole('textbox', { name: /^Name/ });
    expect(document.querySelector('label .mgr-required')?.textContent).toBe(' (required)');
    expect(input.className).toBe('input');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['As on the ID', 'This field is required']);
  });

  it('in the checkout look names the input by its id and states that it is valid', () => {
    render(<TextField id="ticket-quantity" label="Quantity" required value="1" readOnly />, {
      wrapper: inLook('checkout'),
    });
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    expect(input.getAttribute('name')).toBe('ticket-quantity');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.closest('div')?.className).toBe('checkout-field');
  });

  it('in the login look puts the addon in the input row', () => {
    render(<TextField label="Code" addon={<button type="button">Send</button>} />, {
      wrapper: inLook('login'),
    });
    const row = screen.getByRole('textbox', { name: 'Code' }).parentElement;
    expect(row?.className).toBe('auth-field__row');
    expect(row?.querySelector('button')?.textContent).toBe('Send');
  });
});

describe('SubmitButton', () => {
  it('is disabled while busy and announces it only in the panel look', () => {
    const { unmount } = render(<SubmitButton busy>Saving</SubmitButton>, { wrapper: inLook('panel') });
    expect(screen.getByRole('button', { name: 'Saving' }).getAttribute('aria-busy')).toBe('true');
    unmount();
    render(<SubmitButton busy>Paying</SubmitButton>, { wrapper: inLook('checkout') });
    const button = screen.getByRole('button', { name: 'Paying' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.className).toBe('button checkout-submit');
  });
});
