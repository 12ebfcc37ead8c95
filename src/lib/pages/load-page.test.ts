import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { loadPage, PageNotFoundError } from './load-page.ts';

/** The parts of Astro's global loadPage uses; `rewrite` answers the path it was asked for. */
function astroOf(path: string) {
  return {
    request: new Request(`http://portal.test${path}`),
    url: new URL(`http://portal.test${path}`),
    locals: { api: {} as ApiClient },
    rewrite: (to: string) => Promise.resolve(new Response(to)),
  } as unknown as Parameters<typeof loadPage>[0];
}

const failed = (status: number) =>
  new ApiError('failed', { kind: 'http', method: 'GET', path: '/api/lookups', status });

describe('loadPage', () => {
  it('answers the data of a loader that succeeds', async () => {
    await expect(loadPage(astroOf('/exhibition/'), () => Promise.resolve(7))).resolves.toBe(7);
  });

  it('sends a failed API call to the error page, which comes back to the page', async () => {
    const answer = await loadPage(astroOf('/exhibition/?page=2'), () => Promise.reject(failed(503)));
    expect(answer).toBeInstanceOf(Response);
    expect(await answer.text()).toBe('/system/error?redirect=%2Fexhibition%2F%3Fpage%3D2');
  });

  it('answers the 404 page for an unknown id or a page past the end', async () => {
    const unknown = await loadPage(astroOf('/exhibition/9.html'), () => Promise.reject(failed(404)));
    expect(await unknown.text()).toBe('/404');
    const past = await loadPage(astroOf('/exhibition/'), () => Promise.reject(new PageNotFoundError()));
    expect(await past.text()).toBe('/404');
  });

  it('throws a fault of the page code itself instead of sending it to the error page', async () => {
    // With no failed call listed, the error page would send the visitor back here, again and again.
    const fault = new TypeError("Cannot read properties of undefined (reading 'records')");
    await expect(loadPage(astroOf('/'), () => Promise.reject(fault))).rejects.toBe(fault);
  });
});
