import type { ApiClient } from '../api/client.ts';
import type { Ticket } from '../contract/exhibition.ts';
import { getExhibition } from '../endpoints/exhibitions.ts';

/** What /ticket/{id}.html shows: the exhibition in brief and its tickets with live stock. */
export interface TicketPageData {
  exhibition: { id: number; name: string; startDate: string; endDate: string; city: string; venue: string };
  tickets: Ticket[];
}

/** Loads the ticket page of an exhibition (public data only: the page renders no user data). */
export async function loadTicketPage(api: ApiClient, id: string): Promise<TicketPageData> {
  const detail = await getExhibition(api, id);
  return {
    exhibition: {
      id: detail.id,
      name: detail.name,
      startDate: detail.startDate,
      endDate: detail.endDate,
      city: detail.city.name,
      venue: detail.venue.name,
    },
    tickets: detail.tickets,
  };
}
