import { formatPhone } from '../contract/phone.ts';

// How a phone number is shown back to the user in confirmations (kept out of login-rules.ts,
// which pages load without the phone rules).

/**
 * Hides the middle of a phone number for on-screen confirmations: a mainland number in Chinese
 * as 138****0001, any other as its international form with the middle digits hidden.
 * @example maskPhone('+4915123456789', 'en') // '+49 151****6789'
 */
export function maskPhone(phone: string, locale: 'zh' | 'en' = 'zh'): string {
  const shown = formatPhone(phone, locale);
  const digits = shown.replace(/\D/g, '');
  if (digits.length < 8) return shown;
  const code = shown.startsWith('+') ? (/^\+\d+/.exec(shown)?.[0] ?? '') : '';
  const national = digits.slice(code.length - (code === '' ? 0 : 1));
  const masked = `${national.slice(0, 3)}****${national.slice(-4)}`;
  return code === '' ? masked : `${code} ${masked}`;
}
