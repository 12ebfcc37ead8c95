// One page of every page family, the checkout and every /manager page: what the layout spec
// (tests/e2e/layout.spec.ts) measures and what `npm run screenshots` photographs. Paths come from
// the portal's own path helpers; ids are the deterministic seed's, and the ones that depend on
// the day (an on-sale ticket, a visa with documents, a payment) are found through the API.
import { randomUUID } from 'node:crypto';
import { request as apiRequest } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { demoPassword } from '../../../api/seed/demo-accounts.ts';
import { navSections } from '../../../src/lib/manager/sections.ts';
import {
  companyPath,
  editionPath,
  exhibitionPath,
  exhibitorListPath,
  fixedPaths,
  floorPlanPath,
  managerHomePath,
  managerPath,
  newsPath,
  pavilionPath,
  paymentPath,
  periodicalPath,
  searchPath,
  specialPath,
  ticketPath,
  ticketPrintPath,
  tripPath,
  visaOrderPath,
  visaPath,
  wikiListPath,
} from '../../../src/lib/paths/index.ts';
import { wikiList } from '../../../src/lib/lists/wiki.ts';
import { apiOk, logInBrowser, newMemberSession, passwordSession, type Session } from './api-session.ts';
import { findTiers, visaWithDocuments } from './buyer.ts';
import { zhOrigin } from '../helpers.ts';

/** An edition of the site. */
export type EditionName = 'zh' | 'en';

/**
 * One page to lay out: its family (a file-name-safe name), path and what kind of page it is.
 * Pages are seen as the logged-in demo member (the header then holds the account links too)
 * unless marked anonymous.
 */
export interface LayoutPage {
  family: string;
  path: string;
  /** The editions that have the page (both when absent). */
  editions?: readonly EditionName[];
  /** A list page: its first result must be on the first screen of a phone. */
  list?: boolean;
  /** Seen without a session (the login page shows its form only then). */
  anonymous?: boolean;
  /**
   * Served under a sandbox policy without scripts (the test payment gateway): measured in a
   * browser context that bypasses the policy, since the measuring itself is script.
   */
  scriptless?: boolean;
}

/** The demo member whose seeded orders, visitors and follows fill the /manager pages. */
const layoutMember = { account: '13800000001', password: demoPassword } as const;
/** The demo member's paid ticket order (its e-ticket) and pending one (the payment page). */
const paidOrderNo = 'T202601010000001';
const pendingOrderNo = 'T202601020000002';

/** The public page families, one page each. */
export const publicPages: readonly LayoutPage[] = [
  { family: 'home', path: fixedPaths.home },
  { family: 'exhibition-list', path: fixedPaths.exhibitions, list: true },
  { family: 'exhibition-detail', path: exhibitionPath(1) },
  { family: 'edition', path: editionPath(20) },
  { family: 'trip', path: tripPath(52), editions: ['zh'] },
  { family: 'news-list', path: fixedPaths.news, list: true },
  { family: 'news-detail', path: newsPath(400) },
  { family: 'wiki', path: fixedPaths.wiki },
  { family: 'wiki-list', path: wikiListPath(wikiList.all), list: true },
  { family: 'venue-list', path: fixedPaths.pavilions, list: true },
  { family: 'venue-detail', path: pavilionPath(1) },
  { family: 'visa-list', path: fixedPaths.visas, list: true },
  { family: 'visa-detail', path: visaPath(1) },
  { family: 'periodical', path: periodicalPath(1) },
  { family: 'company', path: companyPath(1) },
  { family: 'exhibitors', path: exhibitorListPath(7) },
  { family: 'floor-plan', path: floorPlanPath(1) },
  { family: 'special', path: specialPath(1) },
  { family: 'search', path: searchPath({ q: 'expo' }) },
  { family: 'login', path: fixedPaths.login, anonymous: true },
  { family: 'not-found', path: '/no/such/page' },
];

/** Every /manager page of an edition: the landing, each listed section, the e-ticket and visitor-edit. */
export function managerPages(): LayoutPage[] {
  const slugs = new Set([...navSections('zh'), ...navSections('en')].map((section) => section.slug));
  const sections = [...slugs].map((slug): LayoutPage => ({
    family: `manager-${slug}`,
    path: managerPath(slug),
    // A section listed in one edition's navigation only is that edition's page.
    ...(!navSections('zh').some((section) => section.slug === slug) && { editions: ['en'] as const }),
    ...(!navSections('en').some((section) => section.slug === slug) && { editions: ['zh'] as const }),
  }));
  return [
    { family: 'manager-home', path: managerHomePath },
    ...sections,
    { family: 'manager-eticket', path: managerPath('eticket', paidOrderNo) },
    { family: 'manager-eticket-print', path: ticketPrintPath(paidOrderNo) },
    { family: 'manager-visitor-edit', path: managerPath('visitor-edit', 1) },
  ];
}

/** The checkout's page families: the ticket and visa orders, the payment page and the gateway's window. */
export const checkoutFamilies = [
  'checkout-ticket',
  'checkout-visa',
  'checkout-payment',
  'checkout-gateway',
] as const;
/** A page family of the checkout. */
export type CheckoutFamily = (typeof checkoutFamilies)[number];

/** The checkout's pages, whose ids depend on the seed day: a ticket on sale, a visa with documents, a payment. */
export async function checkoutPages(): Promise<Record<CheckoutFamily, LayoutPage>> {
  // A request context of its own: the gateway's new buyer logs in through the origin, whose
  // answer sets the session cookie; in a page context's request that cookie would replace the
  // demo member's on the zh host, and a later test there would read someone else's orders.
  const request = await apiRequest.newContext();
  try {
    return await checkoutPagesWith(request);
  } finally {
    await request.dispose();
  }
}

async function checkoutPagesWith(request: APIRequestContext): Promise<Record<CheckoutFamily, LayoutPage>> {
  // A tier with stock to spare: other specs on the same database hold and sell the first tiers
  // (a pending order holds its tickets for 15 minutes), and both workers order one here.
  const { paid } = await findTiers(request, zhOrigin, { minRemaining: 50 });
  const { visaId } = await visaWithDocuments(request, zhOrigin);
  return {
    'checkout-ticket': { family: 'checkout-ticket', path: ticketPath(paid.exhibitionId) },
    'checkout-visa': { family: 'checkout-visa', path: visaOrderPath(visaId) },
    'checkout-payment': { family: 'checkout-payment', path: paymentPath(pendingOrderNo) },
    'checkout-gateway': {
      family: 'checkout-gateway',
      path: await sandboxGatewayPath(request, paid.tier.id),
      anonymous: true,
      scriptless: true,
    },
  };
}

/**
 * The sandbox gateway's page of a new payment (the window /payment opens). A new member orders,
 * so the demo member's records stay as the seed wrote them.
 */
async function sandboxGatewayPath(request: APIRequestContext, tierId: number): Promise<string> {
  const buyer = await newMemberSession(request);
  const order = await apiOk<{ orderNo: string }>(
    request,
    buyer,
    'POST',
    '/api/orders/tickets',
    { tierId, quantity: 1, contact: { name: '王小明', phone: buyer.phone } },
    { 'Idempotency-Key': randomUUID() },
  );
  const payment = await apiOk<{ paymentNo: string }>(request, buyer, 'POST', '/api/pay/create', {
    orderType: 'ticket',
    orderNo: order.orderNo,
    channel: 'alipay',
  });
  return `/api/pay/sandbox/${payment.paymentNo}`;
}

/** Logs in the demo member whose records the checkout and /manager pages show. */
function memberSession(request: APIRequestContext): Promise<Session> {
  return passwordSession(request, layoutMember.account, layoutMember.password);
}

/** Whether an edition has a page. */
export function inEdition(page: LayoutPage, edition: EditionName): boolean {
  return page.editions === undefined || page.editions.includes(edition);
}

/**
 * The browser contexts of a worker, one per kind of visitor (the logged-in demo member, an
 * anonymous visitor, one that bypasses the page's policy), each made once and shared by every
 * page of that kind: the member logs in once, not once a page.
 */
export class LayoutContexts {
  readonly #made = new Map<string, Promise<BrowserContext>>();
  readonly #options: BrowserContextOptions;

  constructor(options: BrowserContextOptions = {}) {
    this.#options = options;
  }

  /** The context a page is seen in. */
  for(browser: Browser, target: Pick<LayoutPage, 'anonymous' | 'scriptless'> = {}): Promise<BrowserContext> {
    const scriptless = target.scriptless === true;
    const anonymous = scriptless || target.anonymous === true;
    const key = `${anonymous ? 'anonymous' : 'member'}${scriptless ? '-scriptless' : ''}`;
    let made = this.#made.get(key);
    if (made === undefined) {
      made = (async () => {
        const context = await browser.newContext({ ...this.#options, bypassCSP: scriptless });
        if (!anonymous) await logInBrowser(context, await memberSession(context.request));
        return context;
      })();
      this.#made.set(key, made);
    }
    return made;
  }

  /** Closes every context made. */
  async close(): Promise<void> {
    for (const context of this.#made.values()) await (await context).close();
    this.#made.clear();
  }
}
