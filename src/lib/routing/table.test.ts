import { describe, expect, it } from 'vitest';
import { isDynamicPath, routeRuleOf, routeTarget, routingTable } from './table.ts';

// Where each page file of src/pages is served is asserted per page family, from the registry
// (src/lib/families/registry.test.ts): a new page fails there until someone decides.

describe('the routing table', () => {
  it('sends API calls to the API and storage to object storage, the news fragment to the origin', () => {
    expect(routeTarget('/api/exhibitions', '?pageNum=2')).toBe('api');
    expect(routeTarget('/oss/images/exhibition/1.jpg', '?x-oss-process=image/resize,w_400')).toBe(
      'objectStorage',
    );
    expect(routeTarget('/ossApi/InnerChainInfo/key.json')).toBe('objectStorage');
    expect(routeTarget('/ossApi/newsContent/12.html')).toBe('origin');
    expect(routeTarget('/_hooks/rebuild')).toBe('origin');
  });

  it('sends a page request with a query to the origin, a bare one to the bucket', () => {
    expect(routeTarget('/center/', '?page=2')).toBe('origin');
    expect(routeTarget('/center/', '?')).toBe('bucket');
    expect(isDynamicPath('/exhibition/1.html')).toBe(false);
    expect(isDynamicPath('/exhibition/1.html', '?from=home')).toBe(true);
  });

  it('marks the filtered lists as held in part by the export', () => {
    expect(routeRuleOf('/exhibition-3-0-2-0-0-0-1/').partial).toBe(true);
    expect(routeRuleOf('/visa-6-38-0-0-1/').partial).toBe(true);
    expect(routeRuleOf('/wiki-2-1').partial).toBe(true);
    expect(routeRuleOf('/exhibition/1.html').partial).toBeUndefined();
  });

  it('does not take words that merely start like a dynamic route', () => {
    expect(routeTarget('/loginx')).toBe('bucket');
    expect(routeTarget('/apis')).toBe('bucket');
    expect(routeTarget('/managers')).toBe('bucket');
    expect(routeTarget('/english/login')).toBe('bucket');
  });

  it('uses pattern syntax nginx reads as JavaScript does, and unique names', () => {
    for (const row of routingTable) {
      expect(row.pattern.flags).toBe('');
      // Look-arounds and named groups differ between the engines; the generator relies on neither.
      expect(row.pattern.source).not.toMatch(/\(\?[<=!]/);
    }
    const names = routingTable.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    expect(routeRuleOf('/anything').name).toBe('static');
  });
});
