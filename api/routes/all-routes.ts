import type { AnyRoute } from '../server/route.ts';
import { healthRoutes } from './health-routes.ts';

/** Every route of the API, in documentation order. */
export const allRoutes: AnyRoute[] = [...healthRoutes];
