import { portalPort } from '../../playwright.config.ts';

/** Origin of the Chinese edition on the test server (any host that is not English). */
export const zhOrigin = `http://localhost:${String(portalPort)}`;
/** Origin of the English edition on the test server (en.localhost resolves to loopback). */
export const enOrigin = `http://en.localhost:${String(portalPort)}`;
