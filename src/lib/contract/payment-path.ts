// The payment page's path, kept apart from the payment schemas: every page's paths module imports
// it, and the schemas would bring zod into the JavaScript of every page.

/** The payment page of an order (choose a method and pay); the card processor's return address too. */
export function paymentPath(orderNo: string): string {
  return `/payment?orderNo=${encodeURIComponent(orderNo)}`;
}
