import type { APIContext, AstroGlobal } from 'astro';
import type { ExhibitionDetail } from '../contract/exhibition.ts';
import { companyPath, exhibitionPath } from '../paths/index.ts';
import { editionOrigin } from '../seo.ts';
import type { ExhibitionEventContext } from './exhibition-calendar.ts';

/** The calendar context of an exhibition on a request: its canonical URL, the organiser's page, the language. */
export function exhibitionCalendarContext(
  context: Pick<APIContext | AstroGlobal, 'locals' | 'url'>,
  detail: Pick<ExhibitionDetail, 'id' | 'organiser'>,
): ExhibitionEventContext {
  const { locals, url } = context;
  const origin = editionOrigin(locals.edition, locals.config, url);
  const pageUrl = `${origin}${exhibitionPath(detail.id)}`;
  return {
    pageUrl,
    // An offline company's page answers 404: the event names the fair's page instead.
    organiserUrl: detail.organiser.online ? `${origin}${companyPath(detail.organiser.id)}` : pageUrl,
    host: new URL(origin).host,
    locale: locals.locale,
    labels: { cancelled: locals.t('calendar.cancelled'), postponed: locals.t('calendar.postponed') },
  };
}
