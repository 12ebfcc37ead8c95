import { expect, test } from '@playwright/test';
import { INFORMATION_SECRET_HEADER } from '../../src/lib/contract/headers.ts';
import { zhOrigin } from './helpers.ts';

// Issue #16: news answers carry the information secret header, and the server started by the
// test harness (a random NEWS_SIGNING_SECRET shared by the API and the portal) verifies it: news
// pages and the origin's fragment render, which they would not with a wrong or missing header.

test('news answers are signed and the portal, holding the same secret, renders them', async ({ request }) => {
  for (const path of ['/api/news?pageSize=2', '/api/news/5']) {
    const response = await request.get(`${zhOrigin}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()[INFORMATION_SECRET_HEADER.toLowerCase()], path).toMatch(
      /^sha256=[0-9a-f]{64}$/,
    );
  }
  for (const path of ['/information/', '/information/5.html', '/ossApi/newsContent/5.html']) {
    const response = await request.get(`${zhOrigin}${path}`);
    expect(response.status(), path).toBe(200);
  }
});
