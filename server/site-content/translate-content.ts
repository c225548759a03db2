import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, TRANSLATED_LOCALES, type Locale } from "~/domain/locale/locales";
import {
  CONTENT_TYPES,
  contentMessages,
  isContentType,
  type ContentType,
  type ContentValues,
} from "~/domain/site-content/content-types";
import {
  isTranslatable,
  translationFields,
  translationState,
  type TranslationState,
} from "~/domain/site-content/translations";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import { audit, staffActor } from "../audit/audit";
import type { Db } from "../db/database";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { ClientInfo } from "../staff/staff-common";
import {
  findContentEntry,
  findContentEntryByKey,
  insertContentEntry,
  listEntryTranslationFacts,
} from "./site-content.repository";

type Editor = { user: SignedInStaff; client: ClientInfo };

/** One language's translation of an English entry, as the console lists it. */
export type TranslationOfEntry = { locale: Locale; id: number | null; state: TranslationState };

/** An English entry with where each of its translations stands, for the status page. */
export type EntryTranslations = {
  id: number;
  type: ContentType;
  key: string;
  title: string;
  translations: TranslationOfEntry[];
};

type Facts = Awaited<ReturnType<typeof listEntryTranslationFacts>>[number];

/**
 * Translations of the site's content (app/domain/site-content/translations.ts): starting one for an English
 * entry, and where each stands in every language. A translation is then drafted, previewed, published,
 * scheduled and restored as any entry is (./edit-content.ts).
 */
export function createContentTranslations({ db }: { db: Db }) {
  /** Every translatable English entry with its translations' states, in the console's order. */
  async function status(): Promise<EntryTranslations[]> {
    const facts = (await listEntryTranslationFacts(db)).filter((f) => isContentType(f.type) && isTranslatable(f.type));
    const byEntry = new Map<string, Facts>();
    for (const f of facts) byEntry.set(`${f.type} ${f.entry_key} ${f.locale}`, f);
    return facts
      .filter((f) => f.locale === DEFAULT_LOCALE)
      .map((english) => {
        const type = english.type as ContentType;
        return {
          id: english.id,
          type,
          key: english.entry_key,
          title: titleOf(type, english),
          translations: TRANSLATED_LOCALES.map((locale) => {
            const own = byEntry.get(`${type} ${english.entry_key} ${locale}`);
            return {
              locale,
              id: own?.id ?? null,
              state: translationState(
                own && own.live_at !== null ? { savedBy: own.draft_saved_by, savedAt: own.draft_saved_at } : null,
                english.live_at,
              ),
            };
          }),
        };
      });
  }

  /** One English entry's translations, or null when it has none to have (not translatable, or a translation). */
  async function ofEntry(id: number): Promise<TranslationOfEntry[] | null> {
    const found = (await status()).find((e) => e.id === id);
    return found?.translations ?? null;
  }

  /**
   * Starts a translation of an English entry as a draft with every word field empty (so the English shows
   * until words are written and published); answers the one that exists if it was started already.
   */
  async function start(
    id: number,
    locale: string,
    e: Editor,
  ): Promise<{ ok: true; id: number } | { ok: false; status: 404 | 409; message: string }> {
    const row = await findContentEntry(db, id);
    if (!row || !isContentType(row.type)) return { ok: false, status: 404, message: contentMessages.noSuchEntry };
    const type = row.type;
    if (row.locale !== DEFAULT_LOCALE || !isTranslatable(type) || !isLocale(locale) || locale === DEFAULT_LOCALE)
      return { ok: false, status: 409, message: contentMessages.notTranslatable };
    const existing = (await ofEntry(id))?.find((t) => t.locale === locale);
    if (existing?.id) return { ok: true, id: existing.id };
    const at = new Date().toISOString();
    const empty = Object.fromEntries(translationFields(type).map((f) => [f.name, ""]));
    const created = await db.transaction().execute(async (tx) => {
      const newId = await insertContentEntry(tx, {
        type,
        entry_key: row.entry_key,
        locale,
        position: row.position,
        draft: JSON.stringify(empty),
        draft_version: 1,
        draft_saved_at: at,
        draft_saved_by: e.user.email,
        live_revision_id: null,
        created_at: at,
      });
      await audit(tx, {
        actor: staffActor(e.user),
        action: AUDIT_ACTIONS.contentCreated,
        ip: e.client.ip,
        target: { type: "content_entry", id: newId },
        detail: { type, key: row.entry_key, locale, language: LOCALE_INFO[locale].englishName },
      });
      return newId;
    });
    return { ok: true, id: created };
  }

  /** The English words a translation translates: what the site shows in English (its draft if never published). */
  async function englishOf(translationId: number): Promise<ContentValues | null> {
    const row = await findContentEntry(db, translationId);
    if (!row || row.locale === DEFAULT_LOCALE) return null;
    const english = await findContentEntryByKey(db, row.type, row.entry_key, DEFAULT_LOCALE);
    return english ? (JSON.parse(english.live_data ?? english.draft) as ContentValues) : null;
  }

  return { status, ofEntry, start, englishOf };
}

/** An entry's name in lists: its title field's English words, else its key. */
function titleOf(type: ContentType, facts: Facts): string {
  const values = JSON.parse(facts.draft) as Record<string, string>;
  return values[CONTENT_TYPES[type].titleField]?.slice(0, 80) || facts.entry_key;
}
