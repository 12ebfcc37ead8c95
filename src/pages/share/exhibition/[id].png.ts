import type { APIRoute } from 'astro';
import { sharePictureResponse } from '../../../lib/share/share-route.ts';

/** The share picture (og:image) of the exhibition page {id}. */
export const GET: APIRoute = (context) => sharePictureResponse(context, 'exhibition', context.params.id);
