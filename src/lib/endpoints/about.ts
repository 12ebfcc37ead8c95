import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { aboutPageSchema } from '../contract/content.ts';

/** An about page with the list of its sibling pages. */
export type AboutPage = z.infer<typeof aboutPageSchema>;

/** The about pages the API serves, by id (1 about-us ... 7 cooperation). */
export const aboutPageIds = {
  aboutUs: 1,
  contact: 2,
  advertise: 3,
  data: 4,
  terms: 5,
  privacy: 6,
  cooperation: 7,
} as const;

/** The public address of an about page: terms and cooperation have their own routes. */
export function aboutPath(id: number): string {
  if (id === aboutPageIds.terms) return '/terms';
  if (id === aboutPageIds.cooperation) return '/cooperation.html';
  return `/about/${String(id)}.html`;
}

/** One about page (1..7). */
export function getAboutPage(api: ApiClient, id: number | string): Promise<AboutPage> {
  return api.get(`/api/about/${String(id)}`, { schema: aboutPageSchema });
}
