import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  coverImage,
  lazyRootMargin,
  parseImageField,
  placeholderImage,
  showPlaceholder,
  webpProcess,
  webpUrl,
  storageImageUrl,
} from '../../../../src/lib/content/image.ts';

const storage = ['img.expo.cn', 'expo.oss-cn-shanghai.aliyuncs.com'];
const webp = 'x-oss-process=image/format,webp/quality,q_100';

describe('parseImageField', () => {
  it('reads a single address', () => {
    expect(parseImageField('https://img.expo.cn/a.jpg')).toEqual(['https://img.expo.cn/a.jpg']);
    expect(parseImageField('  /uploads/a.png ')).toEqual(['/uploads/a.png']);
    expect(parseImageField('//img.expo.cn/a.jpg')).toEqual(['//img.expo.cn/a.jpg']);
    expect(parseImageField('uploads/a.png')).toEqual(['uploads/a.png']);
  });

  it('reads a JSON-encoded list, dropping entries that are not addresses', () => {
    expect(
      parseImageField(
        '["https://img.expo.cn/1.jpg", " https://img.expo.cn/2.jpg ", 3, null, "", "javascript:alert(1)"]',
      ),
    ).toEqual(['https://img.expo.cn/1.jpg', 'https://img.expo.cn/2.jpg']);
    expect(parseImageField('"https://img.expo.cn/quoted.jpg"')).toEqual(['https://img.expo.cn/quoted.jpg']);
  });

  it('accepts an already decoded list', () => {
    expect(parseImageField(['/a.jpg', '/b.jpg'])).toEqual(['/a.jpg', '/b.jpg']);
  });

  it.each([
    ['empty string', ''],
    ['empty list', '[]'],
    ['broken JSON', '["/a.jpg"'],
    ['JSON object', '{"url":"/a.jpg"}'],
    ['text with spaces', 'not an image'],
    ['javascript: address', 'javascript:alert(1)'],
    ['data: address', 'data:image/png;base64,AAAA'],
    ['markup', '<img src=x>'],
    ['null', null],
    ['undefined', undefined],
    ['number', 42],
  ])('gives [] for %s', (_name, value) => {
    expect(parseImageField(value)).toEqual([]);
  });
});

describe('coverImage', () => {
  it('is the first address of the field', () => {
    expect(coverImage('["/cover.jpg","/second.jpg"]')).toBe('/cover.jpg');
    expect(coverImage('/only.jpg')).toBe('/only.jpg');
  });

  it('is undefined when the field holds no address', () => {
    expect(coverImage('[]')).toBeUndefined();
    expect(coverImage('garbage value')).toBeUndefined();
  });
});

describe('webpProcess', () => {
  it('builds the instruction with optional width and height', () => {
    expect(webpProcess()).toBe('image/format,webp/quality,q_100');
    expect(webpProcess({ width: 400 })).toBe('image/format,webp/quality,q_100/resize,w_400');
    expect(webpProcess({ height: 300 })).toBe('image/format,webp/quality,q_100/resize,h_300');
    expect(webpProcess({ width: 400.4, height: 299.6 })).toBe(
      'image/format,webp/quality,q_100/resize,w_400,h_300',
    );
  });

  it('ignores unusable sizes and clamps huge ones', () => {
    expect(webpProcess({ width: 0, height: Number.NaN })).toBe('image/format,webp/quality,q_100');
    expect(webpProcess({ width: -5 })).toBe('image/format,webp/quality,q_100');
    expect(webpProcess({ width: 99999 })).toBe('image/format,webp/quality,q_100/resize,w_16384');
  });
});

describe('webpUrl', () => {
  it('adds the webp query to images on a storage host', () => {
    expect(webpUrl('https://img.expo.cn/a.jpg', {}, storage)).toBe(`https://img.expo.cn/a.jpg?${webp}`);
    expect(webpUrl('https://IMG.EXPO.CN/a.jpg', { width: 200, height: 100 }, storage)).toBe(
      `https://IMG.EXPO.CN/a.jpg?${webp}/resize,w_200,h_100`,
    );
  });

  it('preserves existing queries and the hash', () => {
    expect(webpUrl('https://img.expo.cn/a.jpg?v=2#top', { width: 300 }, storage)).toBe(
      `https://img.expo.cn/a.jpg?v=2&${webp}/resize,w_300#top`,
    );
    expect(webpUrl('https://img.expo.cn/a.jpg?', {}, storage)).toBe(`https://img.expo.cn/a.jpg?${webp}`);
  });

  it('keeps protocol-relative addresses protocol-relative', () => {
    expect(webpUrl('//expo.oss-cn-shanghai.aliyuncs.com/a.png', {}, storage)).toBe(
      `//expo.oss-cn-shanghai.aliyuncs.com/a.png?${webp}`,
    );
  });

  it('leaves other hosts, relative addresses and subdomains of storage hosts untouched', () => {
    for (const url of [
      'https://other.example/a.jpg',
      '/images/a.jpg',
      'a.jpg',
      'https://x.img.expo.cn/a.jpg',
      '',
      'http://[bad',
    ]) {
      expect(webpUrl(url, { width: 100 }, storage)).toBe(url);
    }
  });

  it('does not process twice, nor convert svg or animated gif', () => {
    const processed = 'https://img.expo.cn/a.jpg?x-oss-process=image/resize,w_100';
    expect(webpUrl(processed, {}, storage)).toBe(processed);
    expect(webpUrl('https://img.expo.cn/logo.svg', {}, storage)).toBe('https://img.expo.cn/logo.svg');
    expect(webpUrl('https://img.expo.cn/anim.GIF', {}, storage)).toBe('https://img.expo.cn/anim.GIF');
  });

  it('does nothing without storage hosts', () => {
    expect(webpUrl('https://img.expo.cn/a.jpg', {}, [])).toBe('https://img.expo.cn/a.jpg');
  });

  it('appends a thumbnail or webp style suffix to the object name, before the query', () => {
    expect(webpUrl('https://img.expo.cn/a.jpg', { suffix: 'thumbnail' }, storage)).toBe(
      `https://img.expo.cn/a.jpg!thumbnail?${webp}`,
    );
    expect(webpUrl('https://img.expo.cn/a.jpg?v=2#top', { width: 120, suffix: 'webp' }, storage)).toBe(
      `https://img.expo.cn/a.jpg!webp?v=2&${webp}/resize,w_120#top`,
    );
    expect(webpUrl('https://other.example/a.jpg', { suffix: 'thumbnail' }, storage)).toBe(
      'https://other.example/a.jpg',
    );
  });
});

describe('storageImageUrl', () => {
  it('makes the storage path absolute on the storage origin and converts it', () => {
    expect(storageImageUrl('/oss/a.jpg', { width: 400 }, 'https://static.expo.cn')).toBe(
      `https://static.expo.cn/oss/a.jpg?${webp}/resize,w_400`,
    );
    expect(
      storageImageUrl('https://static.expo.cn/b.png', { suffix: 'thumbnail' }, 'https://static.expo.cn'),
    ).toBe(`https://static.expo.cn/b.png!thumbnail?${webp}`);
  });

  it('leaves other addresses, and everything when no storage origin is known', () => {
    expect(storageImageUrl('https://other.example/a.jpg', {}, 'https://static.expo.cn')).toBe(
      'https://other.example/a.jpg',
    );
    expect(storageImageUrl('/oss/a.jpg', {}, '')).toBe('/oss/a.jpg');
  });
});

describe('lazy loading and placeholder', () => {
  it('loads within 50px of the viewport', () => {
    expect(lazyRootMargin).toBe('50px');
  });

  it('points at a small placeholder picture that exists in public/', () => {
    expect(placeholderImage).toBe('/images/placeholder.svg');
    const svg = readFileSync(new URL(`../../../../public${placeholderImage}`, import.meta.url), 'utf8');
    expect(svg.length).toBeLessThan(1024);
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('swaps a failed image for the placeholder once', () => {
    const { document } = new JSDOM('<img src="/broken.jpg" srcset="/broken-2x.jpg 2x">').window;
    const image = document.querySelector('img');
    if (!image) throw new Error('fixture has an image');
    showPlaceholder(image);
    expect(image.getAttribute('src')).toBe(placeholderImage);
    expect(image.hasAttribute('srcset')).toBe(false);
    image.setAttribute('data-seen', '1');
    showPlaceholder(image);
    expect(image.getAttribute('src')).toBe(placeholderImage);
  });
});
