import type { APIRoute } from 'astro';
import { sharePictureResponse } from '../../../lib/share/share-route.ts';

/** The share picture (og:image) of the pavilion page {id}. */
export const GET: APIRoute = (context) => sharePictureResponse(context, 'pavilion', context.params.id);
