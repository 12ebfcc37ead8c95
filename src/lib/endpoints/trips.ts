import type { ApiClient } from '../api/client.ts';
import { tripSchema, type Trip } from '../contract/content.ts';

/** A group trip with its itinerary and remaining places. */
export function getTrip(api: ApiClient, id: string): Promise<Trip> {
  return api.get(`/api/trips/${id}`, { schema: tripSchema });
}
