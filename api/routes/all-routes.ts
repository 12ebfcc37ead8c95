import type { AnyRoute } from '../server/route.ts';
import { authRoutes } from './auth-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { editorRoutes } from './editor-routes.ts';
import { exhibitionRoutes } from './exhibition-routes.ts';
import { healthRoutes } from './health-routes.ts';
import { managerRoutes } from './manager-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { paymentRoutes } from './payment-routes.ts';

/** Every route of the API, in documentation order. */
export const allRoutes: AnyRoute[] = [...healthRoutes, ...authRoutes, ...exhibitionRoutes, ...contentRoutes, ...orderRoutes, ...paymentRoutes, ...managerRoutes, ...editorRoutes];
