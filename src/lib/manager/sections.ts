import { orderNoPattern } from '../contract/order.ts';
import type { Edition } from '../edition.ts';
import type { MessageKey } from '../i18n/messages.ts';

// The management centre's child routes. One table drives the side navigation,
// the page titles and the catch-all route, so a section cannot exist in one and not the others.

/** The canonical slug of every management page. */
export type ManagerSectionSlug =
  | 'fair-my'
  | 'ticket-my'
  | 'eticket'
  | 'refund'
  | 'invoice'
  | 'messages'
  | 'visa-my'
  | 'flight-my'
  | 'visitor'
  | 'visitor-edit'
  | 'fair-remind'
  | 'fair-follow'
  | 'compony-follow'
  | 'news-follow'
  | 'news-my'
  | 'usersFollow'
  | 'usersFans'
  | 'industry-my'
  | 'periodical-my'
  | 'visit-plan'
  | 'meetings'
  | 'company-members'
  | 'update-info'
  | 'update-pwd'
  | 'sessions'
  | 'auth';

/** The groups of the side navigation, in order (a buyer's tickets and orders first). */
export const managerGroups = ['orders', 'exhibitions', 'follows', 'account'] as const;
/** A group of the side navigation. */
export type ManagerGroup = (typeof managerGroups)[number];

/** One management page: its slug, title key, navigation group and the edition it belongs to (both when absent). */
export interface ManagerSection {
  slug: ManagerSectionSlug;
  titleKey: MessageKey;
  group: ManagerGroup;
  /** Only this edition lists the page in its navigation. */
  edition?: Edition;
  /** Reached from another page (visitor-edit), not listed in the navigation. */
  hidden?: boolean;
}

/** Every management page, in navigation order (grouped: the navigation lists each group's pages in this order). */
export const managerSections: readonly ManagerSection[] = [
  { slug: 'ticket-my', titleKey: 'manager.nav.ticket-my', group: 'orders' },
  { slug: 'eticket', titleKey: 'manager.nav.eticket', group: 'orders', hidden: true },
  { slug: 'refund', titleKey: 'manager.nav.refund', group: 'orders', hidden: true },
  { slug: 'invoice', titleKey: 'manager.nav.invoice', group: 'orders', hidden: true },
  { slug: 'visa-my', titleKey: 'manager.nav.visa-my', group: 'orders' },
  { slug: 'flight-my', titleKey: 'manager.nav.flight-my', group: 'orders' },
  { slug: 'messages', titleKey: 'manager.nav.messages', group: 'orders' },
  { slug: 'visitor', titleKey: 'manager.nav.visitor', group: 'orders' },
  { slug: 'visitor-edit', titleKey: 'manager.nav.visitor-edit', group: 'orders', hidden: true },
  { slug: 'fair-my', titleKey: 'manager.nav.fair-my', group: 'exhibitions' },
  { slug: 'fair-remind', titleKey: 'manager.nav.fair-remind', group: 'exhibitions' },
  { slug: 'news-my', titleKey: 'manager.nav.news-my', group: 'exhibitions' },
  { slug: 'periodical-my', titleKey: 'manager.nav.periodical-my', group: 'exhibitions' },
  { slug: 'visit-plan', titleKey: 'manager.nav.visit-plan', group: 'exhibitions' },
  { slug: 'meetings', titleKey: 'manager.nav.meetings', group: 'exhibitions' },
  { slug: 'company-members', titleKey: 'manager.nav.company-members', group: 'exhibitions' },
  { slug: 'fair-follow', titleKey: 'manager.nav.fair-follow', group: 'follows' },
  { slug: 'compony-follow', titleKey: 'manager.nav.compony-follow', group: 'follows', edition: 'zh' },
  { slug: 'industry-my', titleKey: 'manager.nav.industry-my', group: 'follows', edition: 'en' },
  { slug: 'news-follow', titleKey: 'manager.nav.news-follow', group: 'follows' },
  { slug: 'usersFollow', titleKey: 'manager.nav.usersFollow', group: 'follows' },
  { slug: 'usersFans', titleKey: 'manager.nav.usersFans', group: 'follows' },
  { slug: 'update-info', titleKey: 'manager.nav.update-info', group: 'account' },
  { slug: 'update-pwd', titleKey: 'manager.nav.update-pwd', group: 'account' },
  { slug: 'sessions', titleKey: 'manager.nav.sessions', group: 'account' },
  { slug: 'auth', titleKey: 'manager.nav.auth', group: 'account' },
];

// The spec's second route table spells three paths differently; both spellings answer.
const aliases: Readonly<Record<string, ManagerSectionSlug>> = {
  visa: 'visa-my',
  'users-fans': 'usersFans',
  'users-follow': 'usersFollow',
};

/** What a /manager/... path resolves to: a section (with the visitor id of visitor-edit), home, or nothing. */
export type ManagerRoute =
  | { kind: 'section'; section: ManagerSection; visitorId?: number | undefined; orderNo?: string | undefined }
  | { kind: 'home' }
  | { kind: 'not-found' };

/**
 * Resolves the rest of a /manager path (the catch-all param) to its page.
 * @example resolveManagerRoute('visitor-edit/12', 'zh') // { kind: 'section', section: visitor-edit, visitorId: 12 }
 * @example resolveManagerRoute('users-fans', 'zh') // the usersFans section
 */
export function resolveManagerRoute(rest: string | undefined, edition: Edition): ManagerRoute {
  const parts = (rest ?? '').split('/').filter((part) => part !== '');
  const [first, second, ...extra] = parts;
  if (first === undefined) return { kind: 'home' };
  const slug = aliases[first] ?? first;
  const section = managerSections.find((candidate) => candidate.slug === slug);
  if (section === undefined || extra.length > 0) return { kind: 'not-found' };
  // The English-only page answers 404 in the Chinese edition (the middleware also says so).
  if (section.edition === 'en' && edition !== 'en') return { kind: 'not-found' };
  if (section.slug === 'eticket') {
    // The e-ticket of one ticket order: /manager/eticket/{orderNo}, nothing else.
    if (second === undefined || !/^T\d{14,24}$/.test(second)) return { kind: 'not-found' };
    return { kind: 'section', section, orderNo: second };
  }
  if (section.slug === 'refund') {
    // Cancelling tickets of a paid ticket or visa order: /manager/refund/{orderNo}.
    if (second === undefined || !/^[TV]\d{14,24}$/.test(second)) return { kind: 'not-found' };
    return { kind: 'section', section, orderNo: second };
  }
  if (section.slug === 'invoice') {
    // The invoice of one paid order of any kind: /manager/invoice/{orderNo}, nothing else.
    if (second === undefined || !orderNoPattern.test(second)) return { kind: 'not-found' };
    return { kind: 'section', section, orderNo: second };
  }
  if (section.slug === 'flight-my') {
    // The list, or one flight order's detail: /manager/flight-my/{orderNo}.
    if (second === undefined) return { kind: 'section', section };
    if (!/^F\d{14,24}$/.test(second)) return { kind: 'not-found' };
    return { kind: 'section', section, orderNo: second };
  }
  if (second === undefined) return { kind: 'section', section };
  if (section.slug !== 'visitor-edit' || !/^\d{1,9}$/.test(second) || Number(second) < 1)
    return { kind: 'not-found' };
  return { kind: 'section', section, visitorId: Number(second) };
}

/** The sections an edition lists in its side navigation. */
export function navSections(edition: Edition): ManagerSection[] {
  return managerSections.filter(
    (section) => section.hidden !== true && (section.edition === undefined || section.edition === edition),
  );
}

/** The navigation of an edition by group: each group with its listed sections, empty groups left out. */
export function navGroups(edition: Edition): { group: ManagerGroup; sections: ManagerSection[] }[] {
  const sections = navSections(edition);
  return managerGroups
    .map((group) => ({ group, sections: sections.filter((section) => section.group === group) }))
    .filter(({ sections: listed }) => listed.length > 0);
}

/** The page number of a list page from its `page` query (1 when absent or not a positive integer). */
export function pageFromQuery(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The heading of a management page; visitor-edit says whether it adds or edits, flight-my whether it lists. */
export function sectionTitleKey(route: {
  section: ManagerSection;
  visitorId?: number | undefined;
  orderNo?: string | undefined;
}): MessageKey {
  if (route.section.slug === 'flight-my' && route.orderNo !== undefined) return 'manager.flight.detailTitle';
  if (route.section.slug === 'visitor-edit')
    return route.visitorId === undefined ? 'manager.visitor.addTitle' : 'manager.visitor.editTitle';
  return route.section.titleKey;
}
