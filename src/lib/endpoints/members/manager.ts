import { z } from 'zod';
import type { ApiClient } from '../../api/client.ts';
import { pageSchema, type Page } from '../../contract/envelope.ts';
import {
  enterpriseAuthSchema,
  fanSchema,
  followSchema,
  followStateSchema,
  myNewsSchema,
  myOrdersPageSchema,
  periodicalRequestSchema,
  profileSchema,
  reminderSchema,
} from '../../contract/manager.ts';
import type { Order, OrderType } from '../../contract/order.ts';
import type { QuietCall } from '../quiet-call.ts';

// The management centre's calls under /api/manager (follows, fans, reminders, my orders, my
// articles, periodical requests, profile, password, enterprise authentication). Visitors live in
// ../visitors.ts, uploads in ../uploads.ts, new orders in ../orders.ts. Every shape comes from
// src/lib/contract; the client adds the token, retries and session handling.

/** What can be followed. */
export type FollowTarget = 'exhibition' | 'company' | 'news' | 'user' | 'industry';
/** A followed thing with the target's summary. */
export type Follow = z.infer<typeof followSchema>;
/** A fan (a user following me). */
export type Fan = z.infer<typeof fanSchema>;
/** An exhibition reminder. */
export type Reminder = z.infer<typeof reminderSchema>;
/** One of my articles. */
export type MyNews = z.infer<typeof myNewsSchema>;
/** One of my periodical requests. */
export type PeriodicalRequest = z.infer<typeof periodicalRequestSchema>;
/** My enterprise authentication request. */
export type EnterpriseAuth = z.infer<typeof enterpriseAuthSchema>;
/** My profile as the manager endpoint answers it. */
export type Profile = z.infer<typeof profileSchema>;
/** Rows per page of every paged management list. */
export const managerPageSize = 10;

const followPageSchema = pageSchema(followSchema);
const fanPageSchema = pageSchema(fanSchema);

/** One page of what I follow of one type. */
export function listFollows(
  api: ApiClient,
  targetType: FollowTarget,
  pageNum: number,
  pageSize = managerPageSize,
): Promise<Page<Follow>> {
  return api.get('/api/manager/follows', {
    query: { targetType, pageNum, pageSize },
    schema: followPageSchema,
  });
}

/** Follows or unfollows a target (both idempotent); resolves to the new state. */
export async function setFollowing(
  api: ApiClient,
  targetType: FollowTarget,
  targetId: number,
  following: boolean,
): Promise<boolean> {
  const state = following
    ? await api.post('/api/manager/follows', { targetType, targetId }, { schema: followStateSchema })
    : await api.request(`/api/manager/follows/${targetType}/${String(targetId)}`, {
        method: 'DELETE',
        schema: followStateSchema,
      });
  return state.following;
}

/**
 * Whether I follow a target. The API has no single-target lookup, so this pages through my
 * follows of that type (100 a call; a user follows few things of one kind).
 */
export async function isFollowing(
  api: ApiClient,
  targetType: FollowTarget,
  targetId: number,
): Promise<boolean> {
  for (let pageNum = 1; pageNum <= 50; pageNum += 1) {
    const page = await api.get('/api/manager/follows', {
      query: { targetType, pageNum, pageSize: 100 },
      schema: followPageSchema,
      silent: true,
    });
    if (page.records.some((record) => record.targetId === targetId)) return true;
    if (pageNum * page.pageSize >= page.total) return false;
  }
  return false;
}

/** One page of my fans. */
export function listFans(api: ApiClient, pageNum: number, pageSize = managerPageSize): Promise<Page<Fan>> {
  return api.get('/api/manager/fans', { query: { pageNum, pageSize }, schema: fanPageSchema });
}

/** My exhibition reminders, soonest fair first. */
export function listReminders(api: ApiClient, options: QuietCall = {}): Promise<Reminder[]> {
  return api.get('/api/manager/reminders', { ...options, schema: z.array(reminderSchema) });
}

/** Sets (or replaces) my reminder for an upcoming exhibition. */
export function setReminder(
  api: ApiClient,
  body: { exhibitionId: number; daysBefore: number; channel: 'sms' | 'email' },
): Promise<Reminder> {
  return api.post('/api/manager/reminders', body, { schema: reminderSchema, silent: true });
}

/** Deletes one of my reminders. */
export async function deleteReminder(api: ApiClient, id: number): Promise<void> {
  await api.request(`/api/manager/reminders/${String(id)}`, { method: 'DELETE' });
}

/** One page of my orders of one kind. */
export function listOrders(
  api: ApiClient,
  orderType: OrderType,
  pageNum: number,
  pageSize = managerPageSize,
): Promise<Page<Order>> {
  return api.get('/api/manager/orders', {
    query: { orderType, pageNum, pageSize },
    schema: myOrdersPageSchema,
  });
}

/** The articles I submitted. */
export function listMyNews(api: ApiClient): Promise<MyNews[]> {
  return api.get('/api/manager/news', { schema: z.array(myNewsSchema) });
}

/** Submits an article for editor review. */
export function submitMyNews(
  api: ApiClient,
  body: {
    language: 'zh' | 'en';
    title: string;
    summary: string;
    body: string;
    typeId: number;
    industryId: number;
  },
): Promise<MyNews> {
  return api.post('/api/manager/news', body, { schema: myNewsSchema, silent: true });
}

/** Withdraws one of my articles. */
export async function deleteMyNews(api: ApiClient, id: number): Promise<void> {
  await api.request(`/api/manager/news/${String(id)}`, { method: 'DELETE' });
}

/** My periodical requests. */
export function listPeriodicalRequests(api: ApiClient): Promise<PeriodicalRequest[]> {
  return api.get('/api/manager/periodicals', { schema: z.array(periodicalRequestSchema) });
}

/** My profile with the bio. */
export function getProfile(api: ApiClient): Promise<Profile> {
  return api.get('/api/manager/profile', { schema: profileSchema });
}

/** Updates the given profile fields; a new e-mail comes back as `pendingEmail` until confirmed. */
export function updateProfile(
  api: ApiClient,
  body: { nickname?: string; avatar?: string; bio?: string; email?: string },
): Promise<Profile> {
  return api.request('/api/manager/profile', { method: 'PUT', body, schema: profileSchema, silent: true });
}

/** Confirms the pending e-mail change with the code sent to the new address. */
export function confirmEmailChange(api: ApiClient, code: string): Promise<Profile> {
  return api.post('/api/manager/profile/email', { code }, { schema: profileSchema, silent: true });
}

/** Changes my password; the API ends every session of the account, this one included. */
export async function changePassword(
  api: ApiClient,
  body: { oldPassword?: string; newPassword: string },
): Promise<void> {
  await api.post('/api/manager/password', body, { silent: true });
}

/** My enterprise authentication, or null when never requested. */
export function getEnterpriseAuth(api: ApiClient): Promise<EnterpriseAuth | null> {
  return api.get('/api/manager/enterprise-auth', { schema: enterpriseAuthSchema.nullable() });
}

/** Submits enterprise authentication with uploaded licence image ids. */
export function submitEnterpriseAuth(
  api: ApiClient,
  body: { companyName: string; licenceNo: string; licenceImages: number[] },
): Promise<EnterpriseAuth> {
  return api.post('/api/manager/enterprise-auth', body, { schema: enterpriseAuthSchema, silent: true });
}
