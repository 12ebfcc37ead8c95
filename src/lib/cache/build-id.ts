// The id of the build this process runs, set by astro.config.mjs at build time (Vite `define`).
// Cached renders carry it: a render made by another build is never served, so a deploy takes
// effect at once in every store instead of when the old renders expire.

declare const __PORTAL_BUILD_ID__: string | undefined;

/** This build's id; 'unbuilt' where no build defined one (unit tests run the sources). */
export const currentBuildId: string =
  typeof __PORTAL_BUILD_ID__ === 'string' ? __PORTAL_BUILD_ID__ : 'unbuilt';
