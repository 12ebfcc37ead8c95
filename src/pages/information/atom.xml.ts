import type { APIRoute } from 'astro';
import { newsFeedResponse } from '../../lib/feeds/news-feed-route.ts';

/** The edition's news as a feed (newest first, every industry). */
export const GET: APIRoute = (context) => newsFeedResponse(context, 'atom');
