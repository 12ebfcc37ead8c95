import type { TicketPageData } from '../../src/lib/checkout/ticket-page.ts';

// The ticket page of the checkout island tests: exhibition 9 in Shanghai with one ticket on
// sale, its dates and tiers given by the test.

/** One tier of the fixture's ticket. */
export type TicketTier = TicketPageData['tickets'][number]['tiers'][number];

/** Exhibition 9 from `startDate` to `endDate` with ticket 1 on sale until `saleEnd` in `tiers`. */
export function ticketPage({
  startDate,
  endDate,
  saleEnd,
  tiers,
}: {
  startDate: string;
  endDate: string;
  saleEnd: string;
  tiers: TicketTier[];
}): TicketPageData {
  return {
    exhibition: { id: 9, name: '上海国际展', startDate, endDate, city: '上海', venue: '国家会展中心' },
    tickets: [
      {
        id: 1,
        exhibitionId: 9,
        payKind: 1,
        name: '普通票',
        description: '',
        saleStart: '2026-01-01',
        saleEnd,
        onSale: true,
        tiers,
      },
    ],
  };
}
