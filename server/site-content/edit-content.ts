import {
  changedFields,
  contentKeyOf,
  contentMessages,
  DEFAULT_LOCALE,
  entriesStayMessage,
  isContentType,
  validateContent,
  CONTENT_TYPES,
  type ContentField,
  type ContentFieldErrors,
  type ContentType,
  type ContentTypeDefinition,
  type ContentValues,
} from "~/domain/site-content/content-types";
import { pagePathOf } from "~/domain/site-content/page-seo";
import { entryFields } from "~/domain/site-content/translations";
import { isLocale, type Locale } from "~/domain/locale/locales";
import { AUDIT_ACTIONS, type AuditAction } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { audit, staffActor } from "../audit/audit";
import type { CacheBus } from "../cache-bus";
import type { Db, Executor } from "../db/database";
import type { ClientInfo } from "../staff/staff-common";
import {
  contentKeyTaken,
  findContentEntry,
  insertContentEntry,
  insertContentRevision,
  listContentEntries,
  listContentRevisions,
  nextContentPosition,
  claimContentSchedule,
  listDueContent,
  setContentSchedule,
  setLiveContentRevision,
  updateContentDraft,
  type ContentEntryRow,
} from "./site-content.repository";

export type ContentEntry = {
  id: number;
  type: ContentType;
  /** English, or the language of a translation (its fields are the type's words only). */
  locale: Locale;
  key: string;
  draft: ContentValues;
  draftVersion: number;
  draftSavedAt: string;
  draftSavedBy: string;
  live: ContentValues | null;
  liveAt: string | null;
  /** The draft differs from what is published (or nothing is). */
  unpublishedChanges: boolean;
  /** When the draft publishes by itself, and who scheduled it; null when nothing is scheduled. */
  schedule: { at: string; by: string } | null;
};

export type ContentRevision = {
  id: number;
  number: number;
  at: string;
  by: string;
  note: string;
  values: ContentValues;
};

export type SaveOutcome =
  | { ok: true; id: number }
  | { ok: false; status: 400; errors: ContentFieldErrors }
  | { ok: false; status: 404; message: string }
  /** Someone saved since `seenVersion`: theirs, and the fields where the two differ. */
  | { ok: false; status: 409; message: string; theirs: ContentValues; changed: string[] };

export type StepOutcome = { ok: true } | { ok: false; status: 404 | 409; message: string };

type Editor = { user: SignedInStaff; client: ClientInfo };

function toEntry(row: ContentEntryRow): ContentEntry {
  const draft = JSON.parse(row.draft) as ContentValues;
  const live = row.live_data === null ? null : (JSON.parse(row.live_data) as ContentValues);
  return {
    id: row.id,
    type: row.type as ContentType,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    key: row.entry_key,
    draft,
    draftVersion: row.draft_version,
    draftSavedAt: row.draft_saved_at,
    draftSavedBy: row.draft_saved_by,
    live,
    liveAt: row.live_at,
    unpublishedChanges: live === null || row.live_data !== row.draft,
    schedule: row.publish_at ? { at: row.publish_at, by: row.publish_at_by ?? "" } : null,
  };
}

/** A key for a new entry: its title's words, made unique within the type. */
async function newKey(db: Executor, type: ContentType, title: string): Promise<string> {
  const base = contentKeyOf(title);
  for (let n = 1; ; n++) {
    const key = n === 1 ? base : `${base}-${n}`;
    if (!(await contentKeyTaken(db, type, key, DEFAULT_LOCALE))) return key;
  }
}

/**
 * The console's editing of the site's content (docs/product/staff-content.md §10.15): drafts saved with a
 * version check, publishing, taking off the site, and restoring a published revision as the draft. Every
 * publish, unpublish, restore and new entry writes an audit row in its transaction; a change the public may
 * see then says "site-content" on the cache bus, which clears every process's page cache and content copy.
 */
export function createContentEditing({ db, cacheBus }: { db: Db; cacheBus: Pick<CacheBus, "publish"> }) {
  const changed = () => cacheBus.publish("site-content");

  const record = (tx: Executor, action: AuditAction, entry: { id: number; type: string; key: string }, e: Editor) =>
    audit(tx, {
      actor: staffActor(e.user),
      action,
      ip: e.client.ip,
      target: { type: "content_entry", id: entry.id },
      detail: { type: entry.type, key: entry.key },
    });

  async function list(type: ContentType): Promise<ContentEntry[]> {
    return (await listContentEntries(db, type, DEFAULT_LOCALE)).map(toEntry);
  }

  async function get(id: number): Promise<{ entry: ContentEntry; revisions: ContentRevision[] } | null> {
    const row = await findContentEntry(db, id);
    if (!row) return null;
    const revisions = await listContentRevisions(db, id);
    return {
      entry: toEntry(row),
      revisions: revisions.map((r, i) => ({
        id: r.id,
        number: revisions.length - i,
        at: r.created_at,
        by: r.created_by,
        note: r.note,
        values: JSON.parse(r.data) as ContentValues,
      })),
    };
  }

  /**
   * A field no two entries of a type may share (a page's address): the message for it when another entry
   * has the same value, or null.
   */
  async function uniqueError(
    type: ContentType,
    values: ContentValues,
    id: number | null,
  ): Promise<ContentFieldErrors | null> {
    const definition: ContentTypeDefinition = CONTENT_TYPES[type];
    const name = definition.unique;
    if (!name) return null;
    const field = (definition.fields as readonly ContentField[]).find((f) => f.name === name);
    // Two addresses are one page with or without a trailing slash or a query.
    const norm = (v: string | undefined) =>
      field?.kind === "site-path" ? pagePathOf((v ?? "").trim()) : (v ?? "").trim().toLowerCase();
    const same = (v: string | undefined) => norm(v) === norm(values[name]);
    const taken = (await list(type)).some((e) => e.id !== id && (same(e.draft[name]) || same(e.live?.[name])));
    if (!taken) return null;
    return { [name]: contentMessages.notUnique(field?.label ?? name, definition.one) };
  }

  /** A new entry at the end of its type's list, as a draft (nothing shows until it is published). */
  async function create(type: ContentType, input: ContentValues, e: Editor): Promise<SaveOutcome> {
    // A single's one entry and the products come from the seed (the route offers no form for another).
    const stays = entriesStayMessage(type);
    if (stays) return { ok: false, status: 404, message: stays };
    const checked = validateContent(type, input);
    if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
    const duplicate = await uniqueError(type, checked.values, null);
    if (duplicate) return { ok: false, status: 400, errors: duplicate };
    const at = new Date().toISOString();
    const id = await db.transaction().execute(async (tx) => {
      const key = await newKey(tx, type, Object.values(checked.values)[0] ?? "");
      const id = await insertContentEntry(tx, {
        type,
        entry_key: key,
        locale: DEFAULT_LOCALE,
        position: await nextContentPosition(tx, type, DEFAULT_LOCALE),
        draft: JSON.stringify(checked.values),
        draft_version: 1,
        draft_saved_at: at,
        draft_saved_by: e.user.email,
        live_revision_id: null,
        created_at: at,
      });
      await record(tx, AUDIT_ACTIONS.contentCreated, { id, type, key }, e);
      return id;
    });
    return { ok: true, id };
  }

  /** Saves the draft if nobody saved since `seenVersion`; else answers theirs and what differs, saving nothing. */
  async function saveDraft(id: number, seenVersion: number, input: ContentValues, e: Editor): Promise<SaveOutcome> {
    const row = await findContentEntry(db, id);
    if (!row) return { ok: false, status: 404, message: contentMessages.noSuchEntry };
    const type = row.type as ContentType;
    // A translation holds the type's words only, each optional; the English entry's rules hold for the rest.
    const checked = validateContent(type, input, entryFields(type, row.locale));
    if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
    const duplicate = row.locale === DEFAULT_LOCALE ? await uniqueError(type, checked.values, id) : null;
    if (duplicate) return { ok: false, status: 400, errors: duplicate };
    const written = await updateContentDraft(db, id, seenVersion, {
      draft: JSON.stringify(checked.values),
      draft_saved_at: new Date().toISOString(),
      draft_saved_by: e.user.email,
    });
    if (written) return { ok: true, id };
    const now = await findContentEntry(db, id);
    const theirs = now ? (JSON.parse(now.draft) as ContentValues) : {};
    return {
      ok: false,
      status: 409,
      message: contentMessages.staleDraft,
      theirs,
      changed: changedFields(type, theirs, checked.values),
    };
  }

  /** Makes the draft a new revision and names it live (a publish at once clears any schedule). */
  async function publishDraft(tx: Executor, row: ContentEntryRow, by: string, note: string): Promise<void> {
    const revision = await insertContentRevision(tx, {
      entry_id: row.id,
      data: row.draft,
      created_at: new Date().toISOString(),
      created_by: by,
      note,
    });
    await setLiveContentRevision(tx, row.id, revision);
    if (row.publish_at !== null) await setContentSchedule(tx, row.id, null);
  }

  /** Publishes the draft as a new revision, if the draft is still the version the editor saw. */
  async function publish(id: number, seenVersion: number, e: Editor, note = "Published"): Promise<StepOutcome> {
    const outcome = await db.transaction().execute(async (tx): Promise<StepOutcome> => {
      const row = await findContentEntry(tx, id);
      if (!row) return { ok: false, status: 404, message: contentMessages.noSuchEntry };
      if (row.draft_version !== seenVersion) return { ok: false, status: 409, message: contentMessages.staleDraft };
      if (row.live_data === row.draft) return { ok: false, status: 409, message: contentMessages.noDraftChanges };
      await publishDraft(tx, row, e.user.email, note);
      await record(tx, AUDIT_ACTIONS.contentPublished, { id, type: row.type, key: row.entry_key }, e);
      return { ok: true };
    });
    if (outcome.ok) await changed();
    return outcome;
  }

  /**
   * Schedules the draft to publish by itself at `at` (an ISO instant in the future): the draft as it is
   * then, whoever saved it last. Scheduling again moves the time.
   */
  async function schedule(id: number, at: string, e: Editor, now = new Date()): Promise<StepOutcome> {
    if (Date.parse(at) <= now.getTime()) return { ok: false, status: 409, message: contentMessages.scheduleInPast };
    return db.transaction().execute(async (tx): Promise<StepOutcome> => {
      const row = await findContentEntry(tx, id);
      if (!row) return { ok: false, status: 404, message: contentMessages.noSuchEntry };
      await setContentSchedule(tx, id, { publish_at: at, publish_at_by: e.user.email });
      await audit(tx, {
        actor: staffActor(e.user),
        action: AUDIT_ACTIONS.contentScheduled,
        ip: e.client.ip,
        target: { type: "content_entry", id },
        detail: { type: row.type, key: row.entry_key, at },
      });
      return { ok: true };
    });
  }

  async function cancelSchedule(id: number, e: Editor): Promise<StepOutcome> {
    return db.transaction().execute(async (tx): Promise<StepOutcome> => {
      const row = await findContentEntry(tx, id);
      if (!row) return { ok: false, status: 404, message: contentMessages.noSuchEntry };
      if (row.publish_at === null) return { ok: false, status: 409, message: contentMessages.noSchedule };
      await setContentSchedule(tx, id, null);
      await record(tx, AUDIT_ACTIONS.contentScheduleCancelled, { id, type: row.type, key: row.entry_key }, e);
      return { ok: true };
    });
  }

  /**
   * Publishes every draft whose time has come (server/site-content/content-schedule.ts runs it): each in
   * its own transaction, taken by one process only; a draft already published as it is just loses its
   * schedule. Answers how many were published.
   */
  async function publishDue(now = new Date()): Promise<number> {
    let published = 0;
    for (const due of await listDueContent(db, now.toISOString())) {
      const done = await db.transaction().execute(async (tx) => {
        const row = await findContentEntry(tx, due.id);
        if (!row || !(await claimContentSchedule(tx, due.id, due.publish_at))) return false;
        if (row.live_data === row.draft) return false;
        await publishDraft(tx, row, row.publish_at_by ?? "system: schedule", "Published on schedule");
        await audit(tx, {
          actor: { system: "schedule" },
          action: AUDIT_ACTIONS.contentPublished,
          ip: null,
          target: { type: "content_entry", id: row.id },
          detail: { type: row.type, key: row.entry_key, scheduledBy: row.publish_at_by ?? "", at: due.publish_at },
        });
        return true;
      });
      if (done) published++;
    }
    if (published > 0) await changed();
    return published;
  }

  /** Takes the entry off the public pages; its draft and revisions stay. */
  async function unpublish(id: number, e: Editor): Promise<StepOutcome> {
    const outcome = await db.transaction().execute(async (tx): Promise<StepOutcome> => {
      const row = await findContentEntry(tx, id);
      if (!row) return { ok: false, status: 404, message: contentMessages.noSuchEntry };
      // The footer's e-mail and support portal must always be there; a translation taken off shows the English.
      const stays = isContentType(row.type) && row.locale === DEFAULT_LOCALE ? entriesStayMessage(row.type) : null;
      if (stays) return { ok: false, status: 409, message: stays };
      await setLiveContentRevision(tx, id, null);
      await record(tx, AUDIT_ACTIONS.contentUnpublished, { id, type: row.type, key: row.entry_key }, e);
      return { ok: true };
    });
    if (outcome.ok) await changed();
    return outcome;
  }

  /** Makes a published revision the draft again (the public keeps what it sees until the next publish). */
  async function restore(id: number, revisionId: number, seenVersion: number, e: Editor): Promise<StepOutcome> {
    const found = await get(id);
    const revision = found?.revisions.find((r) => r.id === revisionId);
    if (!found || !revision) return { ok: false, status: 404, message: contentMessages.noSuchEntry };
    return db.transaction().execute(async (tx): Promise<StepOutcome> => {
      const written = await updateContentDraft(tx, id, seenVersion, {
        draft: JSON.stringify(revision.values),
        draft_saved_at: new Date().toISOString(),
        draft_saved_by: e.user.email,
      });
      if (!written) return { ok: false, status: 409, message: contentMessages.staleDraft };
      await audit(tx, {
        actor: staffActor(e.user),
        action: AUDIT_ACTIONS.contentRestored,
        ip: e.client.ip,
        target: { type: "content_entry", id },
        detail: { type: found.entry.type, key: found.entry.key, revision: revision.number },
      });
      return { ok: true };
    });
  }

  return { list, get, create, saveDraft, publish, unpublish, restore, schedule, cancelSchedule, publishDue };
}
