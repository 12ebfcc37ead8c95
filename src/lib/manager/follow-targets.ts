import type { Locale } from '../contract/locale.ts';
import { formatDate, formatDateRange } from '../format.ts';
import type { Follow, FollowTarget } from '../endpoints/members/manager.ts';
import { companyPath, exhibitionPath, industryListPath, newsPath, userPath } from '../paths/index.ts';

// How a followed thing shows in the lists: the API gives each type's own summary in `target`
// (a loose record in the contract), so its fields are read defensively here, in one place.

/** A followed thing as a list row shows it. */
export interface FollowRow {
  id: number;
  name: string;
  href: string;
  detail: string;
  removed: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function hrefOf(targetType: FollowTarget, id: number, target: Record<string, unknown>): string {
  if (targetType === 'exhibition') return exhibitionPath(id);
  if (targetType === 'company') return companyPath(id);
  if (targetType === 'user') return userPath(id);
  if (targetType === 'industry') return industryListPath(id);
  // News pages link to /information/{id}.html unless the article supplies its own link.
  const link = text(target.link);
  return link.startsWith('/') || link.startsWith('https://') ? link : newsPath(id);
}

/**
 * The row of one follow.
 * @example followRow({ targetType: 'company', targetId: 3, target: { name: 'ACME' }, createdAt }, 'en').href // '/company/3.html'
 */
export function followRow(follow: Follow, locale: Locale): FollowRow {
  const { target, targetType, targetId } = follow;
  const name = text(target.name) || text(target.title) || `#${String(targetId)}`;
  let detail = '';
  if (targetType === 'exhibition')
    detail = formatDateRange(text(target.startDate), text(target.endDate), locale);
  else if (targetType === 'news') detail = formatDate(text(target.publishedAt), locale);
  else if (targetType === 'company')
    detail = text((target.city as Record<string, unknown> | undefined)?.name);
  return {
    id: targetId,
    name,
    href: hrefOf(targetType, targetId, target),
    detail,
    removed: target.removed === true,
  };
}
