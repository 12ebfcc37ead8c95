import type { APIRoute } from 'astro';
import { newsFeedResponse } from '../../lib/feeds/news-feed-route.ts';

/** The edition's news of one industry ({id}) as a feed. */
export const GET: APIRoute = (context) => newsFeedResponse(context, 'atom', context.params.id);
