import type { Db } from "../db/database";
import { seedJobsInto } from "./jobs";
import { seedLookups } from "./lookups";
import { seedNews } from "./news";
import { seedSiteContent } from "./site-content";

/**
 * Fills reference and demonstration data. Idempotent: each seeder inserts only rows whose natural
 * key is absent, so running it at every start-up never duplicates or overwrites anything.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await seedLookups(db);
  await seedNews(db);
  await seedJobsInto(db);
  await seedSiteContent(db);
}
