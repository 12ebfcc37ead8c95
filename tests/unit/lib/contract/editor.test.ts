import { describe, expect, it } from 'vitest';
import { newsEditSchema } from '../../../../src/lib/contract/editor.ts';

const link = newsEditSchema.shape.link;

describe('newsEditSchema link', () => {
  it('accepts a site path and no link', () => {
    expect(link.parse('/special/3.html?from=news#top')).toBe('/special/3.html?from=news#top');
    expect(link.parse(undefined)).toBeNull();
  });

  it.each([
    ['protocol-relative', '//evil.example/'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline that browsers drop', '/\n/evil.example'],
    ['a space', '/a b.html'],
    ['an absolute URL', 'https://evil.example/'],
    ['a script URL', 'javascript:alert(1)'],
  ])('refuses %s', (_name, value) => {
    expect(link.safeParse(value).success).toBe(false);
  });
});
