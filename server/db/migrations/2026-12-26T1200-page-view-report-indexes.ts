import type { Kysely } from "kysely";

// Migrations never import application code: they describe the schema as it was on their day.

/**
 * The raw views of the days not summed yet (today's) as the reports group them (docs/decisions/0189): for
 * each grouping of the marketing report an index of the day, the grouping's columns and the visitor's hash,
 * so its views and distinct visitors per day are one range read in order, with no row of the table and no
 * sort. The day grouping already has page_views_visitor_idx (day, visitor_hash, viewed_at). The source
 * index takes the place of page_views_source_idx (day, source), whose columns it begins with.
 */
const GROUPINGS: [string, string[]][] = [
  ["page_views_path_idx", ["path"]],
  ["page_views_source_idx", ["source", "medium", "campaign"]],
  ["page_views_referrer_idx", ["referrer_host"]],
  ["page_views_country_idx", ["country"]],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("page_views_source_idx").execute();
  for (const [name, columns] of GROUPINGS)
    await db.schema
      .createIndex(name)
      .on("page_views")
      .columns(["day", ...columns, "visitor_hash"])
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of GROUPINGS) await db.schema.dropIndex(name).execute();
  await db.schema.createIndex("page_views_source_idx").on("page_views").columns(["day", "source"]).execute();
}
