import { companyFacts } from "~/content/company";
import { founder, vicePresidents } from "~/content/team";
import { testimonials } from "~/content/testimonials";
import {
  contentKeyOf,
  DEFAULT_LOCALE,
  type ContentType,
  type ContentValues,
} from "~/domain/site-content/content-types";
import type { Db } from "../db/database";
import {
  contentKeyTaken,
  insertContentEntry,
  insertContentRevision,
  setLiveContentRevision,
} from "../site-content/site-content.repository";

/** What app/content/ says today, as each editable type's first published entries (docs/decisions/0165). */
export const siteContentSeed: Record<ContentType, { key: string; values: ContentValues }[]> = {
  "team-member": [
    { key: "founder", values: { ...founder, group: "founder" } },
    ...vicePresidents.map((m) => ({
      key: contentKeyOf(m.name),
      values: { ...m, group: "vice-president" },
    })),
  ],
  testimonial: testimonials.map(({ id: _id, ...t }) => ({
    key: contentKeyOf(t.name),
    values: t,
  })),
  "company-fact": companyFacts.map((f) => ({
    key: contentKeyOf(f.label),
    values: { value: f.value, label: f.label },
  })),
};

/**
 * Each entry is written and published once, when its key is absent (as every seeder does): start-up runs
 * it inside its own transaction on SQLite, under its lock on PostgreSQL.
 */
export async function seedSiteContent(db: Db): Promise<void> {
  const at = new Date(0).toISOString();
  for (const [type, entries] of Object.entries(siteContentSeed)) {
    for (const [position, { key, values }] of entries.entries()) {
      if (await contentKeyTaken(db, type, key, DEFAULT_LOCALE)) continue;
      const data = JSON.stringify(values);
      const id = await insertContentEntry(db, {
        type,
        entry_key: key,
        locale: DEFAULT_LOCALE,
        position,
        draft: data,
        draft_version: 1,
        draft_saved_at: at,
        draft_saved_by: "system: seed",
        live_revision_id: null,
        created_at: at,
      });
      const revision = await insertContentRevision(db, {
        entry_id: id,
        data,
        created_at: at,
        created_by: "system: seed",
        note: "Published",
      });
      await setLiveContentRevision(db, id, revision);
    }
  }
}
