import type { Database } from '../db/database.ts';
import { companyMembers } from '../db/schema.ts';
import type { Catalogue } from './generate-catalogue.ts';

// The demo exhibitor's company: the company of the first seeded fair exhibitor, so the account
// has a stand at a fair that buyers can plan to visit and ask for meetings.

/** Links the demo exhibitor account to its company (nothing when the catalogue has no exhibitors). */
export async function insertDemoExhibitor(db: Database, c: Catalogue, userId: number): Promise<void> {
  const first = c.fairExhibitors.exhibitors[0];
  if (first === undefined) return;
  await db.insert(companyMembers).values({ userId, companyId: first.companyId });
}
