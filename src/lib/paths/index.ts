// Every URL the portal builds, one builder per page family, imported from here. The files under
// src/pages decide what answers; nothing else spells a path, and paths.test.ts matches every
// builder against those files and the route parameter rules, so a link cannot drift from its page.

export * from './account.ts';
export * from './entities.ts';
export * from './site.ts';
