// Lighthouse (mobile profile) on one page of every page family (lighthouse-run.ts), in
// Debian's chromium; prints performance, accessibility, best-practices and SEO scores.
// Usage: node scripts/bench/lighthouse.ts   (after `npm run build`)
// With every integration configured: node scripts/bench/lighthouse-integrations.ts
import { auditPortal } from './lighthouse-run.ts';

await auditPortal({ portalPort: 4503, apiPort: 8903, dataDir: '.data/bench' });
