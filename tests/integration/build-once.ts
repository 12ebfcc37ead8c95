// Vitest global setup of the integration project: one production build that every integration
// file reads (exports, origins, the shared stores), made once before the files run instead of once
// per file. `npm test` builds `dist/` first for its Playwright run and passes it here
// (DELIVERY_TEST_DIST=dist, DELIVERY_TEST_PREBUILT=1), so the whole suite builds that app once.
import { buildPortal } from '../../scripts/delivery/processes.ts';

export default function setup(): void {
  if (process.env.DELIVERY_TEST_PREBUILT === '1') return;
  buildPortal();
}
