/** A row the seed inserts with its id fixed, so ids are the same in every database. */
export type WithId<T> = T & { id: number };

/** A generated fair as the later generators (news, trips, topics) read it. */
export interface SeedFair {
  id: number;
  nameZh: string;
  nameEn: string;
  industryId: number;
  cityId: number;
  countryId: number;
  startDate: string;
  endDate: string;
}
