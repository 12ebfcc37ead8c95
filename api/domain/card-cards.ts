import type { CardDeclineCode } from '../../src/lib/contract/payment.ts';
import type { ApiMessageKey } from '../server/api-messages.ts';

// What the sandbox card processor's hosted form checks before it asks for authorisation (the
// number's Luhn check digit, an expiry not in the past, a CVC of the brand's length), and what
// its test cards do, modelled on a real processor's test mode.

/** What a test card does once its details are valid. */
export type TestCardBehaviour =
  | { kind: 'success' }
  | { kind: 'decline'; code: CardDeclineCode }
  | { kind: 'challenge' }
  | { kind: 'failLate' };

/** The test cards (digits only) and what each does; any other valid number succeeds. */
const testCards: Readonly<Record<string, TestCardBehaviour>> = {
  '4242424242424242': { kind: 'success' },
  '5555555555554444': { kind: 'success' },
  '4000000000000002': { kind: 'decline', code: 'card_declined' },
  '4000000000009995': { kind: 'decline', code: 'insufficient_funds' },
  '4000000000000069': { kind: 'decline', code: 'expired_card' },
  '4000000000003220': { kind: 'challenge' },
  '4000000000000341': { kind: 'failLate' },
};

/** The one-time code that passes the sandbox 3-D Secure challenge. */
export const challengePassCode = '123456';

/** The behaviour of a card number (digits only). */
export function behaviourOf(digits: string): TestCardBehaviour {
  return testCards[digits] ?? { kind: 'success' };
}

/** The digits of a card number as typed (spaces and dashes allowed between them). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** True when the digits pass the Luhn (mod 10) check. */
function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card brand of a number by its prefix. */
export function brandOf(digits: string): 'visa' | 'mastercard' | 'amex' | 'unionpay' | 'card' {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('62')) return 'unionpay';
  return 'card';
}

/** The card details the hosted form posts. */
export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

/** A field of the form and the message key of what is wrong with it. */
export interface CardFieldError {
  field: keyof CardInput;
  key: ApiMessageKey;
}

/** Checks the card details; an empty list means they may be sent for authorisation. */
export function validateCard(input: CardInput, now: Date): CardFieldError[] {
  const errors: CardFieldError[] = [];
  const digits = cardDigits(input.number);
  if (digits === '') errors.push({ field: 'number', key: 'apiMessage.card.numberRequired' });
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    errors.push({ field: 'number', key: 'apiMessage.card.numberInvalid' });
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  if (expiry === null) errors.push({ field: 'expiry', key: 'apiMessage.card.expiryInvalid' });
  else {
    const month = Number(expiry[1]);
    const yearText = expiry[2] ?? '';
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    if (month < 1 || month > 12) errors.push({ field: 'expiry', key: 'apiMessage.card.expiryInvalid' });
    // A card is valid through the last day of its expiry month.
    else if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
      errors.push({ field: 'expiry', key: 'apiMessage.card.expiryPast' });
  }
  const cvcLength = brandOf(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${String(cvcLength)}}$`).test(input.cvc.trim()))
    errors.push({
      field: 'cvc',
      key: cvcLength === 4 ? 'apiMessage.card.cvcInvalidAmex' : 'apiMessage.card.cvcInvalid',
    });
  if (input.holder.trim() === '') errors.push({ field: 'holder', key: 'apiMessage.card.holderRequired' });
  return errors;
}
