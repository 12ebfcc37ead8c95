import { describe, expect, it } from 'vitest';
import {
  managerGroups,
  managerSections,
  navGroups,
  navSections,
  pageFromQuery,
  resolveManagerRoute,
  sectionTitleKey,
} from '../../../../src/lib/manager/sections.ts';
import { messages } from '../../../../src/lib/i18n/messages.ts';
import { isRouteInEdition, requiresLogin } from '../../../../src/lib/routes.ts';
// The header's account link renders managerHomePath (island-user-menu.test.tsx holds that).
import {
  managerHomePath,
  managerHomePath as MANAGER_HOME_PATH,
  managerPath,
} from '../../../../src/lib/paths/index.ts';

const specChildren = [
  'update-pwd',
  'auth',
  'fair-my',
  'ticket-my',
  'visitor',
  'visitor-edit',
  'update-info',
  'visa-my',
  'fair-remind',
  'fair-follow',
  'compony-follow',
  'news-follow',
  'news-my',
  'usersFollow',
  'usersFans',
  'industry-my',
  'periodical-my',
];

describe('resolveManagerRoute', () => {
  it('knows every child route of the management centre', () => {
    for (const child of specChildren) {
      const route = resolveManagerRoute(child, 'en');
      expect(route.kind, child).toBe('section');
      if (route.kind === 'section') expect(route.section.slug).toBe(child);
    }
    // Besides the spec's children, the project adds the e-ticket of an order (reached from
    // ticket-my), the flight orders (issue 16: "the product also has flight orders") and the
    // messages with the waiting lists, and the member's sessions (issue 36: every session listed
    // and revocable in the management centre), cancelling tickets of a paid order and the
    // invoice of a paid order (issue 39), the visit plan, the meetings with exhibitors and the company's members (issue 40).
    expect(managerSections.map((section) => section.slug).sort()).toEqual(
      [
        ...specChildren,
        'company-members',
        'eticket',
        'flight-my',
        'invoice',
        'meetings',
        'messages',
        'refund',
        'sessions',
        'visit-plan',
      ].sort(),
    );
  });

  it('answers the invoice of one order number of any kind, hidden from the navigation', () => {
    for (const orderNo of ['T202601010000001', 'V202601030000001', 'F20261121144100123456'])
      expect(resolveManagerRoute(`invoice/${orderNo}`, 'zh')).toMatchObject({
        kind: 'section',
        section: { slug: 'invoice' },
        orderNo,
      });
    for (const bad of ['invoice', 'invoice/X1', 'invoice/T202601010000001/x', 'invoice/<script>'])
      expect(resolveManagerRoute(bad, 'en').kind, bad).toBe('not-found');
    for (const edition of ['zh', 'en'] as const)
      expect(navSections(edition).map((section) => section.slug)).not.toContain('invoice');
  });

  it('lists flight orders in both editions and answers one flight order number as its detail', () => {
    for (const edition of ['zh', 'en'] as const)
      expect(navSections(edition).map((section) => section.slug)).toContain('flight-my');
    expect(resolveManagerRoute('flight-my', 'zh')).toMatchObject({
      kind: 'section',
      section: { slug: 'flight-my' },
    });
    const detail = resolveManagerRoute('flight-my/F20261121144100123456', 'en');
    expect(detail).toMatchObject({ kind: 'section', orderNo: 'F20261121144100123456' });
    if (detail.kind === 'section') expect(sectionTitleKey(detail)).toBe('manager.flight.detailTitle');
    for (const bad of [
      'flight-my/T20261121144100123456',
      'flight-my/F1',
      'flight-my/F20261121144100123456/x',
      'flight-my/<script>',
    ])
      expect(resolveManagerRoute(bad, 'en').kind, bad).toBe('not-found');
    expect(requiresLogin('/flight/12.html')).toBe(true);
  });

  it('answers the e-ticket of a ticket order number only', () => {
    expect(resolveManagerRoute('eticket/T20261121144100123456', 'zh')).toMatchObject({
      kind: 'section',
      section: { slug: 'eticket' },
      orderNo: 'T20261121144100123456',
    });
    for (const bad of [
      'eticket',
      'eticket/',
      'eticket/V20261121144100123456',
      'eticket/T1',
      'eticket/T20261121144100123456/x',
    ])
      expect(resolveManagerRoute(bad, 'en').kind, bad).toBe('not-found');
    expect(managerPath('eticket', 'T20261121144100123456')).toBe('/manager/eticket/T20261121144100123456');
    expect([...navSections('zh'), ...navSections('en')].map((section) => section.slug)).not.toContain(
      'eticket',
    );
  });

  it('answers the alternative spellings with the same pages', () => {
    const slugOf = (path: string) => {
      const route = resolveManagerRoute(path, 'zh');
      return route.kind === 'section' ? route.section.slug : route.kind;
    };
    expect(slugOf('visa')).toBe('visa-my');
    expect(slugOf('users-fans')).toBe('usersFans');
    expect(slugOf('users-follow')).toBe('usersFollow');
  });

  it('takes an optional digits-only visitor id on visitor-edit only', () => {
    expect(resolveManagerRoute('visitor-edit/12', 'zh')).toMatchObject({ kind: 'section', visitorId: 12 });
    const adding = resolveManagerRoute('visitor-edit/', 'zh');
    expect(adding.kind).toBe('section');
    expect(adding.kind === 'section' ? adding.visitorId : 'id').toBeUndefined();
    for (const bad of [
      'visitor-edit/abc',
      'visitor-edit/0',
      'visitor-edit/1/2',
      'visitor/3',
      'nope',
      'visitor-edit/-1',
    ])
      expect(resolveManagerRoute(bad, 'zh').kind, bad).toBe('not-found');
  });

  it('answers /manager itself with the landing, where the header link points too', () => {
    expect(resolveManagerRoute(undefined, 'zh')).toEqual({ kind: 'home' });
    expect(resolveManagerRoute('', 'en')).toEqual({ kind: 'home' });
    expect(managerHomePath).toBe(MANAGER_HOME_PATH);
    expect(managerHomePath).toBe('/manager');
  });

  it('groups the navigation: tickets and orders first, every listed section in exactly one group', () => {
    for (const edition of ['zh', 'en'] as const) {
      const groups = navGroups(edition);
      expect(groups.map(({ group }) => group)).toEqual(['orders', 'exhibitions', 'follows', 'account']);
      expect(groups[0]?.sections[0]?.slug).toBe('ticket-my');
      expect(groups.flatMap(({ sections }) => sections.map(({ slug }) => slug)).sort()).toEqual(
        navSections(edition)
          .map(({ slug }) => slug)
          .sort(),
      );
    }
    expect(navGroups('zh')[2]?.sections.map(({ slug }) => slug)).toContain('fair-follow');
    expect(navGroups('zh')[2]?.sections.map(({ slug }) => slug)).not.toContain('industry-my');
    for (const group of managerGroups) expect(messages.en[`manager.group.${group}`]).toBeTruthy();
  });

  it('keeps industry-my to the English edition, like the route rules', () => {
    expect(resolveManagerRoute('industry-my', 'zh').kind).toBe('not-found');
    expect(isRouteInEdition('/manager/industry-my', 'zh')).toBe(false);
    expect(isRouteInEdition('/manager/compony-follow', 'zh')).toBe(true);
  });
});

describe('requiresLogin', () => {
  it('guards /manager, every child and every alternative spelling', () => {
    for (const path of [
      '/manager',
      '/manager/',
      ...specChildren.map((child) => `/manager/${child}`),
      '/manager/visa',
      '/manager/users-fans',
      '/manager/users-follow',
      '/manager/visitor-edit/3',
    ])
      expect(requiresLogin(path), path).toBe(true);
  });
});

describe('navSections', () => {
  it('lists compony-follow in the Chinese edition and industry-my in the English one, never visitor-edit', () => {
    const zh = navSections('zh').map((section) => section.slug);
    const en = navSections('en').map((section) => section.slug);
    expect(zh).toContain('compony-follow');
    expect(zh).not.toContain('industry-my');
    expect(en).toContain('industry-my');
    expect(en).not.toContain('compony-follow');
    expect([...zh, ...en]).not.toContain('visitor-edit');
  });

  it('has a title in both languages for every page', () => {
    for (const section of managerSections)
      for (const key of [
        section.titleKey,
        sectionTitleKey({ section }),
        sectionTitleKey({ section, visitorId: 1 }),
      ]) {
        expect(messages.zh[key], key).toBeTruthy();
        expect(messages.en[key], key).toBeTruthy();
      }
  });
});

describe('pageFromQuery', () => {
  it('reads a positive page number and falls back to 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', 'x', '1e3', '9999999'])
      expect(pageFromQuery(bad), String(bad)).toBe(1);
  });
});
