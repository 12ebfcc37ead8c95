import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { aboutPageSchema } from '../contract/content.ts';

/** An about page with the list of its sibling pages. */
export type AboutPage = z.infer<typeof aboutPageSchema>;

/** One about page (1..7). */
export function getAboutPage(api: ApiClient, id: number | string): Promise<AboutPage> {
  return api.get(`/api/about/${String(id)}`, { schema: aboutPageSchema });
}
