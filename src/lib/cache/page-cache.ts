import type { AstroGlobal } from 'astro';

/**
 * Marks a public page as cacheable for the environment's revalidation time (30 s in dev,
 * 300 s elsewhere), served stale for as long again while it re-renders, with entity tags
 * (e.g. `exhibition:12`, `list:exhibition`) for invalidation. Never for pages that depend on
 * who asks.
 */
export function cachePublicPage(
  astro: Pick<AstroGlobal, 'cache' | 'locals'>,
  tags: readonly string[] = [],
): void {
  const { enabled, revalidate } = astro.locals.config.cache;
  if (!enabled || !astro.cache.enabled) return;
  astro.cache.set({ maxAge: revalidate, swr: revalidate, tags: ['page', ...tags] });
}
