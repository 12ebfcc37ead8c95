import type { TrackingAction } from '../contract/tracking-events.ts';

// Page views by route: the first matching pattern names the event for the PC site. Detail
// patterns come before the bare section so /information/1.html is a detail, not a section view.
// The result pages have no page view: opening one is not a payment, so PayResult sends
// paySuccess itself once the payment is confirmed.
const pageViewRules: readonly (readonly [RegExp, TrackingAction])[] = [
  [/^\/$/, 'home'],
  [/^\/(information|exponews)\/\d+\.html$/, 'newsDetail'],
  [/^\/information(-[\d-]+)?\/?$/, 'newsList'],
  [/^\/(expoinfo|news)\b/, 'news'],
  [/^\/pavilion\/\d+\.html$/, 'pavilionDetail'],
  [/^\/pavilion(-[\d-]+)?\/?$/, 'pavilionList'],
  [/^\/exhibition\/apply\//, 'applyBooth'],
  [/^\/exhibition\/periodical\//, 'periodical'],
  [/^\/exhibition(\/|-|$)/, 'fair'],
  [/^\/(booth|exhibitors)\//, 'booth'],
  [/^\/(periodicals?|exhibition\/periodical)\//, 'periodical'],
  [/^\/ticket\//, 'ticket'],
  [/^\/hotel\b/, 'hotel'],
  [/^\/visa\b/, 'visa'],
  [/^\/(air|flight)/, 'airTicket'],
];

/** The page-view action of a path (locale prefix already stripped), or undefined for other pages. */
export function pageViewAction(path: string): TrackingAction | undefined {
  return pageViewRules.find(([pattern]) => pattern.test(path))?.[1];
}
