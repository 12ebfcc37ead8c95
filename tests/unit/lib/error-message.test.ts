import { describe, expect, it } from 'vitest';
import { isBot } from '../../../src/lib/bots.ts';
import { describeError, errorPageMessage } from '../../../src/lib/error-message.ts';

describe('errorPageMessage', () => {
  it('uses errorMsg from a JSON message', () => {
    expect(errorPageMessage('{"errorMsg":"库存不足","code":0}')).toBe('库存不足');
  });
  it('falls back to the raw message', () => {
    expect(errorPageMessage('plain failure')).toBe('plain failure');
    expect(errorPageMessage('{"errorMsg":""}')).toBe('{"errorMsg":""}');
    expect(errorPageMessage('{"other":1}')).toBe('{"other":1}');
    expect(errorPageMessage('null')).toBe('null');
    expect(errorPageMessage(undefined)).toBe('');
  });
});

describe('describeError', () => {
  it('reads message and stack of errors and stringifies the rest', () => {
    expect(describeError(new Error('boom')).message).toBe('boom');
    expect(describeError(new Error('boom')).stack).toContain('boom');
    expect(describeError('text')).toEqual({ message: 'text', stack: '' });
    expect(describeError({ a: 1 })).toEqual({ message: '{"a":1}', stack: '' });
  });
});

describe('isBot', () => {
  it('recognises crawlers', () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
      'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'Sogou web spider/4.0',
      'facebookexternalhit/1.1',
    ]) {
      expect(isBot(ua), ua).toBe(true);
    }
  });
  it('lets people through', () => {
    expect(
      isBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isBot(undefined)).toBe(false);
  });
});
