import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { edgePort } from '../../playwright.config.ts';
import { loadEnvConfig } from '../../env/index.ts';
import { checkExportLinks } from '../../scripts/edge/link-check.ts';

// The links of the export the edge stack published (tests/e2e/edge.spec.ts). Its own project runs
// after the edge project's: editor-edge.spec takes pages offline and back there, and a page the
// rebuild deletes while this reads the folder is not a broken link.

const exportRoot = join('.cache', 'dist-edge', 'edge-static');

test('every link of every exported page is an exported object or a route the table sends elsewhere', async () => {
  // It reads every exported page of both editions (over 9,000 files) from the disk.
  test.setTimeout(180_000);
  const config = loadEnvConfig({ APP_ENV: 'test', SITE_PORT: String(edgePort) });
  const result = await checkExportLinks(exportRoot, ['zh', 'en'], config);
  expect(result.pages).toBeGreaterThan(9000);
  expect(result.links).toBeGreaterThan(100_000);
  expect(result.broken.slice(0, 20)).toEqual([]);
});
