import { describe, expect, it } from 'vitest';
import { styleScope } from '../../../../src/lib/components/style-scope.ts';

describe('styleScope', () => {
  it("keeps only the caller's style-scope attributes, as bare attributes", () => {
    const scope = styleScope({ 'data-astro-cid-c3tne2zl': true, rows: [], idPrefix: 'filter' });
    expect(scope()).toEqual({ 'data-astro-cid-c3tne2zl': '' });
  });

  it('answers nothing when the caller has no scoped styles', () => {
    expect(styleScope({ rows: [] })()).toEqual({});
  });

  it('answers a new object for each element, so a class Astro appends to one stays on that element', () => {
    const scope = styleScope({ 'data-astro-cid-c3tne2zl': true });
    // What Astro's spreadAttributes does to the object when the component has its own <style>.
    Object.assign(scope(), { class: 'astro-yhamn3xm' });
    expect(scope()).toEqual({ 'data-astro-cid-c3tne2zl': '' });
  });
});
