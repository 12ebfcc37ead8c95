import type { Ticket } from '../contract/exhibition.ts';
import type { TicketOrderBody } from '../contract/order.ts';
import { checkContact, contactBody, type ContactValues } from '../forms/contact.ts';
import { rewordAll, type FieldErrors } from '../forms/field-errors.ts';
import { checkoutWording } from '../forms/wording.ts';

// The ticket form's rules, apart from React so they are tested on their own.

/** Most tickets one order may hold (the API's limit). */
const maxTicketsPerOrder = 20;

/** What the ticket form holds. */
export interface TicketFormValues {
  tierId: number | null;
  quantity: string;
  visitorIds: number[];
  contact: ContactValues;
}

/** A ticket form field that can carry an error. */
export type TicketField = 'tier' | 'quantity' | 'visitors' | 'contactName' | 'contactPhone' | 'contactEmail';

/** A tier with the ticket kind it belongs to. */
export interface TierChoice {
  ticket: Ticket;
  tier: Ticket['tiers'][number];
}

/** Finds the tier (and its ticket kind) of an id among the page's tickets. */
export function findTier(tickets: readonly Ticket[], tierId: number | null): TierChoice | undefined {
  for (const ticket of tickets) {
    const tier = ticket.tiers.find((item) => item.id === tierId);
    if (tier !== undefined) return { ticket, tier };
  }
  return undefined;
}

/** The most tickets of a tier one order can ask for: its stock, at most 20. */
export function maxQuantity(choice: TierChoice | undefined): number {
  return choice === undefined
    ? maxTicketsPerOrder
    : Math.max(0, Math.min(maxTicketsPerOrder, choice.tier.remaining));
}

/**
 * Validates the ticket form; an empty object means it can be sent.
 * @example validateTicketForm({ tierId: 3, quantity: '25', ... }, tickets).quantity // { key: 'ticket.error.perOrder', values: { count: 20 } }
 */
export function validateTicketForm(
  values: TicketFormValues,
  tickets: readonly Ticket[],
): FieldErrors<TicketField> {
  const errors: FieldErrors<TicketField> = {};
  const choice = findTier(tickets, values.tierId);
  if (choice === undefined) errors.tier = { key: 'ticket.error.tier' };
  else if (!choice.ticket.onSale) errors.tier = { key: 'ticket.error.notOnSale' };
  const quantity = Number(values.quantity);
  const max = maxQuantity(choice);
  if (!/^\d+$/.test(values.quantity.trim()) || quantity < 1)
    errors.quantity = { key: 'ticket.error.quantity' };
  // Past the per-order limit while the stock has enough is the limit, not a shortage: "not
  // enough stock: at most 20" read wrong with 1,058 left.
  else if (quantity > max)
    errors.quantity =
      max === maxTicketsPerOrder
        ? { key: 'ticket.error.perOrder', values: { count: max } }
        : { key: 'ticket.error.stock', values: { count: max } };
  if (values.visitorIds.length > 0 && values.visitorIds.length !== quantity)
    errors.visitors = {
      key: 'ticket.error.visitorCount',
      values: { count: Number.isFinite(quantity) ? quantity : 0 },
    };
  return { ...errors, ...rewordAll(checkContact(values.contact), checkoutWording) };
}

/** The body of POST /api/orders/tickets for a valid form. */
export function ticketOrderBody(values: TicketFormValues): TicketOrderBody {
  return {
    tierId: values.tierId ?? 0,
    quantity: Number(values.quantity),
    ...(values.visitorIds.length > 0 && { visitorIds: [...values.visitorIds].sort((a, b) => a - b) }),
    contact: contactBody(values.contact),
  };
}

/** The price of the chosen tier times the quantity, in fen (0 while the form is incomplete). */
export function ticketTotal(values: TicketFormValues, tickets: readonly Ticket[]): number {
  const choice = findTier(tickets, values.tierId);
  const quantity = Number(values.quantity);
  if (choice === undefined || !Number.isInteger(quantity) || quantity < 1) return 0;
  return choice.tier.priceMinor * quantity;
}
