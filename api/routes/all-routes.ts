import type { AnyRoute } from '../server/route.ts';
import { aboutRoutes } from './about-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { batchRoutes } from './batch-routes.ts';
import { calendarFeedRoutes } from './calendar-feed-routes.ts';
import { checkinRoutes } from './checkin-routes.ts';
import { communityRoutes } from './community-routes.ts';
import { companyRoutes } from './company-routes.ts';
import { exhibitorDirectoryRoutes } from './exhibitor-directory-routes.ts';
import { editorPublishRoutes } from './editor-publish-routes.ts';
import { editorPictureRoutes } from './editor-picture-routes.ts';
import { editorRoutes } from './editor-routes.ts';
import { exhibitionRoutes } from './exhibition-routes.ts';
import { flightEditorRoutes } from './flight-routes.ts';
import { healthRoutes } from './health-routes.ts';
import { invoiceEditorRoutes, invoiceRoutes } from './invoice-routes.ts';
import { calendarFeedManagerRoutes } from './manager/calendar-feed.ts';
import { enterpriseAuthRoutes } from './manager/enterprise-auth.ts';
import { followRoutes } from './manager/follows.ts';
import { myNewsRoutes } from './manager/my-news.ts';
import { myOrderRoutes } from './manager/my-orders.ts';
import { periodicalRequestRoutes } from './manager/periodical-requests.ts';
import { profileRoutes } from './manager/profile.ts';
import { reminderRoutes } from './manager/reminders.ts';
import { sessionRoutes } from './manager/sessions.ts';
import { visitorRoutes } from './manager/visitors.ts';
import { visitPlanRoutes } from './manager/visit-plan.ts';
import { meetingRoutes } from './manager/meetings.ts';
import { companyMemberRoutes } from './manager/company-members.ts';
import { waitingListRoutes } from './manager/waiting-list.ts';
import { newsRoutes } from './news-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { pavilionRoutes } from './pavilion-routes.ts';
import { cardPaymentRoutes } from './card-payment-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { periodicalRoutes } from './periodical-routes.ts';
import { searchRoutes } from './search-routes.ts';
import { sitemapRoutes } from './sitemap-routes.ts';
import { specialTopicRoutes } from './special-topic-routes.ts';
import { storageRoutes } from './storage-routes.ts';
import { telemetryRoutes } from './telemetry-routes.ts';
import { tripRoutes } from './trip-routes.ts';
import { visaRoutes } from './visa-routes.ts';
import { wikiRoutes } from './wiki-routes.ts';

/**
 * Every route of the API, in documentation order: the OpenAPI document (served at
 * /api/openapi.json, api/server/openapi.ts) and docs/api-routes.md list them as they stand here.
 */
export const allRoutes: AnyRoute[] = [
  ...healthRoutes,
  ...authRoutes,
  ...exhibitionRoutes,
  ...pavilionRoutes,
  ...newsRoutes,
  ...wikiRoutes,
  ...visaRoutes,
  ...companyRoutes,
  ...exhibitorDirectoryRoutes,
  ...periodicalRoutes,
  ...searchRoutes,
  ...specialTopicRoutes,
  ...aboutRoutes,
  ...communityRoutes,
  ...tripRoutes,
  ...sitemapRoutes,
  ...batchRoutes,
  ...orderRoutes,
  ...invoiceRoutes,
  ...paymentRoutes,
  ...checkinRoutes,
  ...cardPaymentRoutes,
  ...visitorRoutes,
  ...followRoutes,
  ...reminderRoutes,
  ...sessionRoutes,
  ...myOrderRoutes,
  ...waitingListRoutes,
  ...myNewsRoutes,
  ...periodicalRequestRoutes,
  ...profileRoutes,
  ...enterpriseAuthRoutes,
  ...calendarFeedManagerRoutes,
  ...visitPlanRoutes,
  ...meetingRoutes,
  ...companyMemberRoutes,
  ...calendarFeedRoutes,
  ...editorRoutes,
  ...editorPublishRoutes,
  ...flightEditorRoutes,
  ...invoiceEditorRoutes,
  ...editorPictureRoutes,
  ...telemetryRoutes,
  ...storageRoutes,
];
