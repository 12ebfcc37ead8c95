import { describe, expect, it } from 'vitest';
import { contactSheet } from '../../../scripts/tasks/screenshots.ts';

describe('contactSheet', () => {
  it('puts each family on one row, Chinese before English and phone before desktop', () => {
    const sheet = contactSheet([
      'home-en-1280.png',
      'home-zh-1280.png',
      'home-en-390.png',
      'home-zh-390.png',
      'login-zh-390.png',
      'index.html',
    ]);
    expect(sheet).toContain('<h1>2 page families</h1>');
    const home = sheet.slice(sheet.indexOf('id="home"'), sheet.indexOf('id="login"'));
    const order = ['home-zh-390.png', 'home-zh-1280.png', 'home-en-390.png', 'home-en-1280.png'].map((file) =>
      home.indexOf(`src="${file}"`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(sheet).not.toContain('index.html"');
  });

  it('escapes what it writes from file names', () => {
    const sheet = contactSheet(['a"><script>x-zh-390.png']);
    expect(sheet).not.toContain('<script>');
    expect(sheet).toContain('&#34;&#62;&#60;script&#62;');
  });
});
