import { describe, expect, it } from 'vitest';
import { calendarFeedUrls } from './feed-urls.ts';

const token = 'Ab_-Cd0123456789012345678901234567890123456';

describe('calendarFeedUrls', () => {
  it('spells the same feed as https and webcal', () => {
    expect(calendarFeedUrls('https://www.expoportal.cn', token)).toEqual({
      https: `https://www.expoportal.cn/calendar/feed/${token}.ics`,
      webcal: `webcal://www.expoportal.cn/calendar/feed/${token}.ics`,
    });
  });

  it('keeps a locale prefix and a local port, and drops a trailing slash', () => {
    expect(calendarFeedUrls('http://localhost:4407/en/', token)).toEqual({
      https: `http://localhost:4407/en/calendar/feed/${token}.ics`,
      webcal: `webcal://localhost:4407/en/calendar/feed/${token}.ics`,
    });
  });

  it('refuses a base that is not a web origin', () => {
    expect(() => calendarFeedUrls('javascript:alert(1)//', token)).toThrow();
  });
});
