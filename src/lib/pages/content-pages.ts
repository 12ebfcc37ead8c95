import type { Community, PublicUser, SpecialTopic } from '../endpoints/content.ts';
import { cacheTags } from '../contract/cache-tags.ts';

/** Cache tags of a special topic: it, its fairs and its news. */
export function specialTopicTags(topic: SpecialTopic): string[] {
  return [
    cacheTags.special(topic.id),
    ...topic.exhibitions.map((item) => cacheTags.exhibition(item.id)),
    ...topic.news.map((item) => cacheTags.news(item.id)),
  ];
}

/** Cache tags of a community page: it, its posts' authors and the fairs it lists. */
export function communityTags(community: Community): string[] {
  return [
    cacheTags.community(community.id),
    ...new Set(community.posts.map((post) => cacheTags.user(post.author.id))),
    ...community.upcoming.map((item) => cacheTags.exhibition(item.id)),
  ];
}

/** Cache tags of a user's public page. */
export function publicUserTags(user: PublicUser): string[] {
  return [cacheTags.user(user.id)];
}

/**
 * Splits a post's plain text into paragraphs: posts are user text, never HTML, so they are
 * shown as text (escaped by the template) with their line breaks kept as paragraphs.
 * @example postParagraphs('a\n\nb') // ['a', 'b']
 */
export function postParagraphs(body: string): string[] {
  return body
    .split(/\r?\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
