import { sql, type Kysely } from "kysely";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

// Migrations never import application code: they describe the schema as it was on their day. The reading
// of a number below is app/domain/mobile-number.ts as it was on this day, frozen here so the migration
// keeps doing what it did if that rule changes later.

/**
 * Each wizard application and resume keeps its mobile number in E.164 beside the text as typed
 * (`mobile_e164`, docs/product.md §10.3), so the inbox's "same mobile" markers, its mobile filter and its
 * search find `98467 78899`, `9846778899`, `+91 98467 78899` and `+919846778899` as one number. Rows
 * already written are read here, a few hundred at a time; an erased row, or text that is no number,
 * keeps null.
 */
const TABLES = ["job_applications", "candidates"] as const;
const REGIONS: readonly CountryCode[] = ["IN", "AE"];
const BATCH = 500;

function e164(typed: string): string | null {
  const value = typed.trim();
  if (!/\d/.test(value)) return null;
  let possible: string | null = null;
  for (const region of REGIONS) {
    const parsed = parsePhoneNumberFromString(value, region);
    if (!parsed) continue;
    if (parsed.isValid()) return parsed.number;
    if (region === REGIONS[0] && parsed.isPossible()) possible = parsed.number;
  }
  return possible;
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("mobile_e164", "text").execute();
    let after = 0;
    for (;;) {
      const rows: { id: number; mobile: string }[] = await db
        .selectFrom(table)
        .select(["id", "mobile"])
        .where("id", ">", after)
        .where("mobile", "<>", "")
        .orderBy("id")
        .limit(BATCH)
        .execute();
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      const numbers = rows.flatMap((r) => {
        const n = e164(r.mobile);
        return n ? [sql`(${String(r.id)}, ${n})`] : [];
      });
      // One statement per batch on either engine (SQLite 3.33+ and PostgreSQL both take UPDATE … FROM).
      if (numbers.length > 0)
        await sql`update ${sql.table(table)} set mobile_e164 = v.column2
          from (values ${sql.join(numbers)}) as v
          where ${sql.ref(`${table}.id`)} = cast(v.column1 as integer)`.execute(db);
    }
    await db.schema.createIndex(`${table}_mobile_e164_idx`).on(table).column("mobile_e164").execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_mobile_e164_idx`).ifExists().execute();
    await db.schema.alterTable(table).dropColumn("mobile_e164").execute();
  }
}
