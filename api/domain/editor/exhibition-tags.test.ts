/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- these tests read JSON over HTTP: its shape is what they assert */
import { beforeAll, describe, expect, it } from 'vitest';
import { affectedPaths } from '../../../scripts/delivery/rebuild.ts';
import type { ExportMeta } from '../../../scripts/delivery/export-meta.ts';
import { exhibitionTags, listPageTags } from '../../../src/lib/contract/cache-tags.ts';
import type { ExhibitionDetail, ExhibitionSummary } from '../../../src/lib/contract/exhibition.ts';
import { demoEditor, demoPassword } from '../../seed/demo-accounts.ts';
import { useTestApi } from '../../test/per-file-api.ts';

const api = useTestApi();
let editor: string;
const bi = (zh: string, en: string) => ({ zh, en });
const pageSize = 20;

beforeAll(async () => {
  editor = (
    await api.call('POST', '/api/auth/login', { body: { account: demoEditor.phone, password: demoPassword } })
  ).body.data.accessToken;
});

/** Every page of the unfiltered exhibition list, as the list pages show it: the ids on each. */
async function listPages(): Promise<number[][]> {
  const pages: number[][] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api.call(
      'GET',
      `/api/exhibitions?pageNum=${String(page)}&pageSize=${String(pageSize)}`,
    );
    const records = answer.body.data.records as ExhibitionSummary[];
    if (records.length === 0) return pages;
    pages.push(records.map((record) => record.id));
  }
}

/** An export record holding the list pages (tagged as the portal tags them) and some fairs' pages. */
function exportOf(lists: number[][], fairs: ExhibitionDetail[]): ExportMeta {
  const pages: ExportMeta['pages'] = {};
  lists.forEach((ids, index) => {
    const path = `/exhibition-0-0-0-0-0-0-${String(index + 1)}/`;
    pages[path] = {
      file: `${path}index.html`,
      // As the list pages tag themselves (exhibitionListTags, src/lib/pages/exhibition-list.ts).
      tags: listPageTags('exhibition', ids),
    };
  });
  for (const fair of fairs)
    pages[`/exhibition/${String(fair.id)}.html`] = {
      file: `exhibition/${String(fair.id)}.html`,
      tags: exhibitionTags(fair),
    };
  return { edition: 'zh', exportedAt: '', buildId: 'test', pages, partial: false, warnings: [] };
}

/** The paths a rebuild of a save's tags re-renders. */
function rebuilt(meta: ExportMeta, tags: string[]): Set<string> {
  const plan = affectedPaths(meta, { tags, paths: [], who: 'test' });
  return new Set([...plan.first, ...plan.second]);
}

const listPath = (index: number) => `/exhibition-0-0-0-0-0-0-${String(index + 1)}/`;

async function detail(id: number): Promise<ExhibitionDetail> {
  return (await api.call('GET', `/api/exhibitions/${String(id)}`)).body.data as ExhibitionDetail;
}

describe('exhibitionChangeTags', () => {
  it('re-renders the list pages that show a fair after a text edit, and no other list or fair', async () => {
    const before = await listPages();
    expect(before.length).toBeGreaterThan(2);
    const id = before[1]?.[0] ?? 0;
    const fair = await detail(id);
    const sameVenue = (await api.call('GET', `/api/pavilions/${String(fair.venue.id)}`)).body.data
      .upcoming as {
      id: number;
    }[];
    const neighbour = sameVenue.find((item) => item.id !== id);
    const fairs = [fair, ...(neighbour === undefined ? [] : [await detail(neighbour.id)])];
    const meta = exportOf(before, fairs);
    const saved = await api.call('PUT', `/api/editor/exhibitions/${String(id)}`, {
      token: editor,
      body: { name: bi('改名的展会', 'Renamed Fair'), intro: bi('<p>新</p>', '<p>New</p>') },
    });
    const paths = rebuilt(meta, saved.body.data.cacheTags as string[]);
    const shown = before.flatMap((ids, index) => (ids.includes(id) ? [listPath(index)] : []));
    expect(shown.length).toBeGreaterThan(0);
    for (const path of shown) expect(paths).toContain(path);
    expect(paths).toContain(`/exhibition/${String(id)}.html`);
    // The lists did not move: every other list page and the venue's other fair stay as they are.
    expect(await listPages()).toEqual(before);
    const others = before.flatMap((ids, index) => (ids.includes(id) ? [] : [listPath(index)]));
    for (const path of others) expect(paths).not.toContain(path);
    if (neighbour !== undefined) expect(paths).not.toContain(`/exhibition/${String(neighbour.id)}.html`);
    // The name moves it in the letter index: both letters' pages, in both indexes.
    expect(saved.body.data.cacheTags).toEqual(
      expect.arrayContaining(['sitemap:letter-R', 'sitemap:exhibition']),
    );
  });

  it('re-renders every list page whose fairs a date change moved, so none stays stale', async () => {
    const before = await listPages();
    const id = before[0]?.[0] ?? 0;
    const meta = exportOf(before, []);
    const saved = await api.call('PUT', `/api/editor/exhibitions/${String(id)}`, {
      token: editor,
      body: { startDate: '2099-06-01', endDate: '2099-06-03' },
    });
    const paths = rebuilt(meta, saved.body.data.cacheTags as string[]);
    const after = await listPages();
    const changed = after.flatMap((ids, index) =>
      JSON.stringify(ids) === JSON.stringify(before[index]) ? [] : [listPath(index)],
    );
    // The fair left its page and arrived on another: at least those two changed.
    expect(changed.length).toBeGreaterThan(1);
    for (const path of changed) expect(paths).toContain(path);
  });

  it('answers neither the lists nor the venue and organiser for a picture edit', async () => {
    const fair = await detail(7);
    const saved = await api.call('PUT', '/api/editor/exhibitions/7', {
      token: editor,
      body: { images: ['/oss/images/exhibition/other.jpg'] },
    });
    expect(saved.body.data.cacheTags).toEqual(['exhibition:7', 'sitemap:exhibition']);
    expect(saved.body.data.cacheTags).not.toContain(`pavilion:${String(fair.venue.id)}`);
  });
});
