import { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import {
  communitySchema,
  publicUserSchema,
  specialTopicSchema,
  specialTopicSummarySchema,
} from '../contract/content.ts';
import { readPaths } from '../contract/read-paths.ts';

/** data of GET /api/special-topics/{id}. */
export type SpecialTopic = z.infer<typeof specialTopicSchema>;
/** data of GET /api/communities/{id}. */
export type Community = z.infer<typeof communitySchema>;
/** data of GET /api/expo-users/{id}. */
export type PublicUser = z.infer<typeof publicUserSchema>;

/** A special topic as lists show it. */
export type SpecialTopicSummary = z.infer<typeof specialTopicSummarySchema>;

/** Every special topic. */
export function listSpecialTopics(api: ApiClient): Promise<SpecialTopicSummary[]> {
  return api.get(readPaths.specialTopics, { schema: z.array(specialTopicSummarySchema) });
}

/** A special topic with its fairs and news. */
export function getSpecialTopic(api: ApiClient, id: string): Promise<SpecialTopic> {
  return api.get(`/api/special-topics/${id}`, { schema: specialTopicSchema });
}

/** A community with its latest posts and its industry's upcoming fairs. */
export function getCommunity(api: ApiClient, id: string): Promise<Community> {
  return api.get(`/api/communities/${id}`, { schema: communitySchema });
}

/** A user's public page (no contact data). */
export function getPublicUser(api: ApiClient, id: string): Promise<PublicUser> {
  return api.get(`/api/expo-users/${id}`, { schema: publicUserSchema });
}
