import { isDigitsId, parseDashParams } from '../validate/route-params.ts';

/** The params of /wiki/{id}-{a}-{h}-{aid}.html: article, category, industry, exhibition (0 = none). */
export interface WikiDetailParams {
  id: string;
  a: number;
  h: number;
  aid: number;
}

/**
 * Parses the route params of a wiki article; a and h must be positive, aid may be 0. Astro's
 * last param takes leftover dashes, so the four are joined and split again.
 * @example parseWikiDetailParams({ id: '89', a: '1', h: '8', aid: '0' }) // { id: '89', a: 1, h: 8, aid: 0 }
 */
export function parseWikiDetailParams(
  params: Record<string, string | undefined>,
): WikiDetailParams | undefined {
  const { id } = params;
  if (!isDigitsId(id)) return undefined;
  const rest = parseDashParams(
    `${params.a ?? ''}-${params.h ?? ''}-${params.aid ?? ''}`,
    ['a', 'h', 'aid'] as const,
    {
      positive: ['a', 'h'],
    },
  );
  return rest && { id, ...rest };
}
