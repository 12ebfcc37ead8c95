import type { Wording } from './field-errors.ts';

// The checkout pages (ticket, visa) say the shared rules in their own message keys: their
// islands carry only the checkout.*, ticket.*, visaOrder.* and validation.* messages.

/** The ticket and visa forms' words for the shared rules. */
export const checkoutWording: Wording = {
  'form.errors.required': 'checkout.error.required',
  'form.errors.tooLong': 'checkout.error.tooLong',
  'form.errors.phone': 'checkout.error.phone',
  'form.errors.email': 'validation.email',
  'form.errors.idNumber': 'ticket.error.idNumber',
};
