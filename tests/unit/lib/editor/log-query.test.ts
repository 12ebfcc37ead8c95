import { describe, expect, it } from 'vitest';
import {
  auditLogQueryOf,
  logPageHref,
  pagerPages,
  publishLogQueryOf,
} from '../../../../src/lib/editor/log-query.ts';
import { consoleRoute } from '../../../../src/lib/editor/console-route.ts';
import { canGoOffline, isOnline } from '../../../../src/lib/editor/availability.ts';
import { consoleKindOfRecord } from '../../../../src/lib/editor/record-kinds.ts';

describe('the log pages', () => {
  it('are console routes of their own', () => {
    expect(consoleRoute('publishes')).toEqual({ page: 'publishes' });
    expect(consoleRoute('audit/')).toEqual({ page: 'audit' });
    expect(consoleRoute('publishes/3')).toEqual({ page: 'not-found' });
  });

  it('read the page and the filter, dropping what the contract refuses', () => {
    expect(publishLogQueryOf(new URLSearchParams('status=live&pageNum=2'), 20)).toMatchObject({
      status: 'live',
      pageNum: 2,
      pageSize: 20,
    });
    const refused = publishLogQueryOf(new URLSearchParams('status=gone&pageNum=x'), 20);
    expect(refused.status).toBeUndefined();
    expect(refused.pageNum).toBe(1);
    expect(auditLogQueryOf(new URLSearchParams('action=offline&userId=9'), 20)).toMatchObject({
      action: 'offline',
      userId: 0,
      pageNum: 1,
    });
    expect(auditLogQueryOf(new URLSearchParams('action=delete'), 20).action).toBeUndefined();
  });

  it('link their pages keeping the filter', () => {
    const search = new URLSearchParams('status=live&pageNum=3');
    expect(logPageHref('/editor/publishes', search, 1)).toBe('/editor/publishes?status=live');
    expect(logPageHref('/editor/publishes', search, 4)).toBe('/editor/publishes?status=live&pageNum=4');
    expect(logPageHref('/editor/audit', new URLSearchParams(), 1)).toBe('/editor/audit');
    expect(pagerPages(1, 10)).toEqual([1, 2, 3, 10]);
    expect(pagerPages(6, 10)).toEqual([1, 4, 5, 6, 7, 8, 10]);
    expect(pagerPages(1, 1)).toEqual([1]);
  });

  it('link an entry to the form of its item', () => {
    expect(consoleKindOfRecord('exhibition')).toBe('exhibitions');
    expect(consoleKindOfRecord('pavilion')).toBe('pavilions');
    expect(consoleKindOfRecord('news')).toBe('news');
    expect(consoleKindOfRecord('constructor')).toBeUndefined();
    expect(consoleKindOfRecord(null)).toBeUndefined();
  });
});

describe('availability', () => {
  it('is offered for news, fairs, venues and wiki articles; an offline status or flag is offline', () => {
    expect(canGoOffline('news')).toBe(true);
    expect(canGoOffline('exhibitions')).toBe(true);
    expect(isOnline({ offline: true })).toBe(false);
    expect(isOnline({ offline: false })).toBe(true);
    expect(isOnline({ status: 'offline' })).toBe(false);
    expect(isOnline({ status: 'published' })).toBe(true);
    expect(isOnline({})).toBe(true);
  });
});
