import type { Locale } from '../contract/locale.ts';
import type { VisitPlan } from '../contract/visit-plan.ts';
import { formatDate, formatDateRange } from '../format.ts';
import type { Translate } from '../i18n/server.ts';
import type { PdfListing } from '../pdf/document.ts';
import { planRoute } from './plan-route.ts';

// A fair's visit plan as the listing the PDF writer draws (src/lib/pdf/document.ts): the fair,
// venue and walk in the summary, one row per stand in walking order.

/** The listing of one plan in the reader's language. */
export function visitPlanListing(plan: VisitPlan, t: Translate, locale: Locale, now: Date): PdfListing {
  const { visits, totalMetres } = planRoute(plan);
  const { exhibition } = plan;
  return {
    fileName: `visit-plan-${String(exhibition.id)}.pdf`,
    title: t('visitPlan.pdfTitle', { name: exhibition.name }),
    headerTitle: t('site.name'),
    summary: [
      formatDateRange(exhibition.startDate, exhibition.endDate, locale),
      [exhibition.venue.name, exhibition.venue.address].filter((part) => part !== '').join(', '),
      t('visitPlan.total', { count: visits.length, metres: totalMetres }),
    ],
    columns: [
      { label: '#', share: 0.07 },
      { label: t('meetings.company'), share: 0.43 },
      { label: t('visitPlan.pdfHall'), share: 0.2 },
      { label: t('visitPlan.pdfStand'), share: 0.15 },
      { label: t('visitPlan.pdfMetres'), share: 0.15 },
    ],
    rows: visits.map(({ item, position, metres }) => [
      String(position),
      item.company.name,
      item.stand?.hall.name ?? t('visitPlan.unplaced'),
      item.stand?.code ?? '',
      metres === null ? '' : t('visitPlan.metres', { metres }),
    ]),
    emptyText: t('visitPlan.empty'),
    pageLabel: (page, pages) => t('pdf.page', { page, pages }),
    footerNote: t('pdf.generatedAt', { date: formatDate(now, locale) }),
  };
}
