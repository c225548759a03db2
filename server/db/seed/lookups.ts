import type { Db } from "../database";
import { insertMissingLookups, type LookupSeed } from "../repositories/lookups";

const months: LookupSeed[] = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
].map((text, i) => ({ list: "month", code: String(i + 1), text, parent_code: "", sort_order: i + 1 }));

export async function seedLookups(db: Db): Promise<void> {
  await insertMissingLookups(db, months);
}
