import { PayKind } from '../contract/codes.ts';
import type { OrderType } from '../contract/order.ts';
import type { Locale } from '../contract/locale.ts';
import type { ManagerSectionSlug } from '../manager/sections.ts';
import type { RecordId } from './entities.ts';

// The pages around a visitor's account: login, the locale switch, the error page, checkout
// steps and the management centre.

/**
 * The login page that returns to `redirect` (a path and query of this site) afterwards.
 * @example loginPath('/manager/fair-my') // '/login?redirect=%2Fmanager%2Ffair-my'
 */
export function loginPath(redirect: string): string {
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}

/** The link that switches the locale and goes back to `redirect` (a path and query). */
export function localeSwitchPath(locale: Locale, redirect: string): string {
  return `/locale/${locale}?redirect=${encodeURIComponent(redirect)}`;
}

/** The error page, whose retry button goes back to `redirect` (a path and query). */
export function errorPagePath(redirect: string): string {
  return `/system/error?redirect=${encodeURIComponent(redirect)}`;
}

// The payment page's path is the card processor's return address too: the contract holds it.
export { paymentPath } from '../contract/payment-path.ts';

/** The result page family of an order kind: visas have their own. */
function resultBase(orderType: OrderType): '/result' | '/visa-result' {
  return orderType === 'visa' ? '/visa-result' : '/result';
}

/**
 * The result page of a free order (status 2).
 * @example freeResultPath('ticket', 'T20250101000000') // '/result/2?orderNo=T20250101000000'
 */
export function freeResultPath(orderType: OrderType, orderNo: string): string {
  return `${resultBase(orderType)}/${String(PayKind.free)}?orderNo=${encodeURIComponent(orderNo)}`;
}

/** The result page (status 1) that polls one payment of an order. */
export function paidResultPath(orderType: OrderType, orderNo: string, paymentNo: string): string {
  const query = new URLSearchParams({ orderNo, paymentNo });
  return `${resultBase(orderType)}/${String(PayKind.pay)}?${query.toString()}`;
}

/**
 * A management-centre page; visitor-edit takes the id of the visitor to edit.
 * @example managerPath('visitor-edit', 12) // '/manager/visitor-edit/12'
 */
export function managerPath(slug: ManagerSectionSlug, id?: RecordId): `/manager/${string}` {
  return id === undefined ? `/manager/${slug}` : `/manager/${slug}/${String(id)}`;
}

/**
 * The print view of a ticket order's tickets (one per visitor, each with its code).
 * @example ticketPrintPath('T202601010000001') // '/manager/eticket/T202601010000001/print'
 */
export function ticketPrintPath(orderNo: string): `/manager/${string}` {
  return `/manager/eticket/${encodeURIComponent(orderNo)}/print`;
}

/**
 * The same tickets as a PDF.
 * @example ticketPdfPath('T202601010000001') // '/manager/eticket/T202601010000001.pdf'
 */
export function ticketPdfPath(orderNo: string): `/manager/${string}` {
  return `/manager/eticket/${encodeURIComponent(orderNo)}.pdf`;
}

/**
 * A fair's visit plan as a PDF, in walking order.
 * @example visitPlanPdfPath(12) // '/manager/visit-plan/12.pdf'
 */
export function visitPlanPdfPath(exhibitionId: RecordId): `/manager/${string}` {
  return `/manager/visit-plan/${String(exhibitionId)}.pdf`;
}

/**
 * A member's private calendar feed (the token is its only credential).
 * @example calendarFeedPath(token) // '/calendar/feed/{token}.ics'
 */
export function calendarFeedPath(token: string): string {
  return `/calendar/feed/${encodeURIComponent(token)}.ics`;
}

/**
 * The management centre's landing (tickets, pending actions, followed fairs, messages), where the
 * header's account link goes; the spec's children stay under it.
 */
export const managerHomePath = '/manager';

/** What a page of the editorial console shows of one item. */
export type EditorItemPage = 'edit' | 'versions';

/**
 * A page of the editorial console: its home, a kind's list, an item's form or its versions.
 * @example editorPath('exhibitions', 12, 'versions') // '/editor/exhibitions/12/versions'
 */
export function editorPath(kind?: string, id?: RecordId, page: EditorItemPage = 'edit'): `/editor${string}` {
  if (kind === undefined) return '/editor';
  if (id === undefined) return `/editor/${kind}`;
  return page === 'edit' ? `/editor/${kind}/${String(id)}` : `/editor/${kind}/${String(id)}/versions`;
}

/**
 * The gate scanner (gate staff), for one fair when given.
 * @example checkinPath(12) // '/checkin?fair=12'
 */
export function checkinPath(fairId?: number): string {
  return fairId === undefined ? '/checkin' : `/checkin?fair=${String(fairId)}`;
}
