import type { APIRoute } from 'astro';
import { worldBasemapJson } from '../../lib/map/world-basemap.ts';

/** The offline basemap of the venue maps (countries and borders), the same for every edition. */
export const GET: APIRoute = () =>
  new Response(worldBasemapJson(), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
