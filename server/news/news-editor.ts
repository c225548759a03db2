import { validateNewsDraft, type NewsDraftInput, type NewsFieldErrors } from "~/domain/news-draft";
import { newsEditorMessages, newsState, type NewsState } from "~/domain/news-editor";
import { newsPicture, type NewsStory } from "~/domain/news-item";
import { readStoredRichText, storedRichText } from "~/domain/rich-text/text";
import { AUDIT_ACTIONS, type AuditAction } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { CacheBus } from "../cache-bus";
import type { Db, Executor } from "../db/database";
import {
  findNewsForEditing,
  findNewsRevision,
  insertNewsDraft,
  insertNewsRevision,
  listNewsForStaff,
  listNewsRevisions,
  setLiveRevision,
  updateNewsDraft,
  type NewsContent,
  type NewsEditingRow,
} from "./news.repository";
import { audit, staffActor } from "../audit/audit";
import type { NewsImagesService } from "./news-images";
import { toStory } from "./news";
import type { ClientInfo } from "../staff/staff-common";

export const NEWS_STAFF_PAGE_SIZE = 50;

/** What the form sends about the picture: a new upload, "remove", or nothing (keep what is there). */
export type NewsImageChange = { upload: Uint8Array } | "remove" | null;

export type NewsSaveOutcome =
  | { ok: true; code: number }
  | {
      ok: false;
      status: 400 | 404;
      errors: NewsFieldErrors & { image?: string; publishAt?: string };
      message?: string;
    };

export type NewsStepOutcome = { ok: true } | { ok: false; status: 400 | 404 | 409; message: string; field?: string };

/**
 * The console's news editing (docs/product.md §10.7): drafts, publishing now or at a time,
 * unpublishing, and the revisions. The public sees a story's live revision from its publish time on;
 * every publish, schedule, unpublish and restore writes an audit row in the same transaction, and a
 * "news" event on the cache bus then clears the page cache and the news copy in every process.
 */
export function createNewsEditorService({
  db,
  images,
  cacheBus,
}: {
  db: Db;
  images: NewsImagesService;
  /** Told "news" after every committed change the public may see: every process's caches forget it. */
  cacheBus: Pick<CacheBus, "publish">;
}) {
  const changed = () => cacheBus.publish("news");

  const contentOf = (
    row: Pick<NewsEditingRow, "title" | "description" | "news_date" | "image_url" | "image_id">,
  ): NewsContent => ({
    title: row.title,
    description: row.description,
    news_date: row.news_date,
    image_url: row.image_url,
    image_id: row.image_id,
  });

  async function record(
    tx: Executor,
    action: AuditAction,
    code: number,
    by: SignedInStaff,
    client: ClientInfo,
    detail: Record<string, unknown>,
  ) {
    await audit(tx, { actor: staffActor(by), action, ip: client.ip, target: { type: "news", id: code }, detail });
  }

  /** Publishes the working copy as a new revision, public from `publishAt`. */
  async function makeLive(
    tx: Executor,
    row: NewsEditingRow,
    publishAt: string,
    by: SignedInStaff,
    note: string,
  ): Promise<number> {
    const code = Number(row.code);
    const revisionId = await insertNewsRevision(tx, code, contentOf(row), { createdBy: by.email, note });
    await setLiveRevision(tx, code, { revisionId, publishAt });
    return revisionId;
  }

  return {
    /** One page of every story, newest first, with its state. */
    async list(options: { beforeCode?: number } = {}, at = new Date()) {
      const rows = await listNewsForStaff(db, { beforeCode: options.beforeCode, limit: NEWS_STAFF_PAGE_SIZE + 1 });
      const page = rows.slice(0, NEWS_STAFF_PAGE_SIZE);
      return {
        stories: page.map((r) => ({
          code: r.code,
          title: r.title,
          newsDate: r.news_date,
          updatedAt: r.updated_at,
          publishAt: r.publish_at,
          state: newsState({ liveRevisionId: r.live_revision_id, publishAt: r.publish_at }, at),
        })),
        olderThan: rows.length > NEWS_STAFF_PAGE_SIZE ? page[page.length - 1]!.code : null,
      };
    },

    /** A story's working copy, its state and its revisions; undefined when there is no such story. */
    async get(code: number, at = new Date()) {
      const row = await findNewsForEditing(db, code);
      if (!row) return undefined;
      const revisions = await listNewsRevisions(db, code);
      const state: NewsState = newsState({ liveRevisionId: row.live_revision_id, publishAt: row.publish_at }, at);
      return {
        code,
        title: row.title,
        /** The working copy's text, a document (app/domain/rich-text). */
        description: readStoredRichText(row.description),
        newsDate: row.news_date,
        updatedAt: row.updated_at,
        publishAt: row.publish_at,
        liveRevisionId: row.live_revision_id,
        state,
        picture: {
          ...newsPicture({ url: row.image_url, sha256: row.image_sha256, widths: row.image_widths }),
          isDefault: !row.image_url && row.image_id === null,
        },
        /** The working copy was saved after the live revision was published. */
        unpublishedChanges:
          row.live_revision_id !== null &&
          revisions.length > 0 &&
          row.updated_at > revisions.find((r) => Number(r.id) === Number(row.live_revision_id))!.created_at,
        // The revision the story's time points to is live only once that time has come; before, it is scheduled.
        revisions: revisions.map((r) => {
          const current = Number(r.id) === Number(row.live_revision_id);
          return {
            ...r,
            id: Number(r.id),
            live: current && state === "published",
            scheduled: current && state === "scheduled",
          };
        }),
      };
    },

    /** The working copy as the public story page would show it (the preview). */
    async previewStory(code: number): Promise<NewsStory | undefined> {
      const row = await findNewsForEditing(db, code);
      return row ? toStory({ ...row, code: Number(row.code) }) : undefined;
    },

    /**
     * Saves the form as the story's working copy (a new story when `code` is null). The picture is
     * checked and resized first; a refused picture or field saves nothing.
     */
    async save(
      code: number | null,
      input: NewsDraftInput,
      image: NewsImageChange,
      client: ClientInfo,
    ): Promise<NewsSaveOutcome> {
      const checked = validateNewsDraft(input);
      const errors: NewsFieldErrors & { image?: string } = checked.ok ? {} : { ...checked.errors };
      let imageId: number | null | undefined;
      if (image && image !== "remove") {
        const accepted = await images.accept(image.upload);
        if (accepted.ok) imageId = accepted.imageId;
        else errors.image = accepted.message;
      }
      if (!checked.ok || errors.image) return { ok: false, status: 400, errors };
      const value = checked.value;
      const existing = code === null ? null : await findNewsForEditing(db, code);
      if (code !== null && !existing)
        return { ok: false, status: 404, errors: {}, message: newsEditorMessages.noSuchStory };
      const content: NewsContent = {
        title: value.title,
        description: storedRichText(value.description),
        news_date: value.newsDate,
        image_url: image === "remove" || imageId !== undefined ? "" : (existing?.image_url ?? ""),
        image_id: image === "remove" ? null : imageId !== undefined ? imageId : (existing?.image_id ?? null),
      };
      if (code === null) return { ok: true, code: await insertNewsDraft(db, content, client.ip) };
      await updateNewsDraft(db, code, content);
      return { ok: true, code };
    },

    /** Publishes the working copy now, as a new revision. */
    async publish(code: number, by: SignedInStaff, client: ClientInfo): Promise<NewsStepOutcome> {
      const outcome = await db.transaction().execute(async (tx): Promise<NewsStepOutcome> => {
        const row = await findNewsForEditing(tx, code);
        if (!row) return { ok: false, status: 404, message: newsEditorMessages.noSuchStory };
        const at = new Date().toISOString();
        const revisionId = await makeLive(tx, row, at, by, "Published");
        await record(tx, AUDIT_ACTIONS.newsPublished, code, by, client, { title: row.title, revision: revisionId });
        return { ok: true };
      });
      if (outcome.ok) await changed();
      return outcome;
    },

    /**
     * Publishes the working copy at a later time: the story stays out of sight until then and
     * appears by itself. A story the public sees already is published (or unpublished) instead.
     */
    async schedule(code: number, publishAt: string, by: SignedInStaff, client: ClientInfo): Promise<NewsStepOutcome> {
      if (Date.parse(publishAt) <= Date.now())
        return { ok: false, status: 400, message: newsEditorMessages.scheduleInPast, field: "publishAt" };
      const outcome = await db.transaction().execute(async (tx): Promise<NewsStepOutcome> => {
        const row = await findNewsForEditing(tx, code);
        if (!row) return { ok: false, status: 404, message: newsEditorMessages.noSuchStory };
        if (newsState({ liveRevisionId: row.live_revision_id, publishAt: row.publish_at }, new Date()) === "published")
          return { ok: false, status: 409, message: newsEditorMessages.alreadyPublished };
        const revisionId = await makeLive(tx, row, publishAt, by, "Scheduled");
        await record(tx, AUDIT_ACTIONS.newsScheduled, code, by, client, {
          title: row.title,
          revision: revisionId,
          at: publishAt,
        });
        return { ok: true };
      });
      if (outcome.ok) await changed();
      return outcome;
    },

    /** Takes the story out of sight (a scheduled one is cancelled); its revisions stay. */
    async unpublish(code: number, by: SignedInStaff, client: ClientInfo): Promise<NewsStepOutcome> {
      const outcome = await db.transaction().execute(async (tx): Promise<NewsStepOutcome> => {
        const row = await findNewsForEditing(tx, code);
        if (!row) return { ok: false, status: 404, message: newsEditorMessages.noSuchStory };
        if (row.live_revision_id === null) return { ok: false, status: 409, message: newsEditorMessages.notPublished };
        await setLiveRevision(tx, code, null);
        await record(tx, AUDIT_ACTIONS.newsUnpublished, code, by, client, { title: row.title });
        return { ok: true };
      });
      if (outcome.ok) await changed();
      return outcome;
    },

    /**
     * Makes an earlier revision the working copy again. A story that is live (published or scheduled)
     * publishes it at once as a new revision, keeping its publish time; a draft keeps it as its draft.
     */
    async restore(code: number, revisionId: number, by: SignedInStaff, client: ClientInfo): Promise<NewsStepOutcome> {
      const outcome = await db.transaction().execute(async (tx): Promise<NewsStepOutcome> => {
        const row = await findNewsForEditing(tx, code);
        if (!row) return { ok: false, status: 404, message: newsEditorMessages.noSuchStory };
        const revision = await findNewsRevision(tx, code, revisionId);
        if (!revision) return { ok: false, status: 404, message: newsEditorMessages.noSuchRevision };
        const content = contentOf(revision);
        await updateNewsDraft(tx, code, content);
        let published: number | null = null;
        if (row.live_revision_id !== null && row.publish_at !== null) {
          published = await insertNewsRevision(tx, code, content, {
            createdBy: by.email,
            note: `Restored from revision ${revisionId}`,
          });
          await setLiveRevision(tx, code, { revisionId: published, publishAt: row.publish_at });
        }
        await record(tx, AUDIT_ACTIONS.newsRestored, code, by, client, {
          title: revision.title,
          from: revisionId,
          ...(published ? { revision: published } : {}),
        });
        return { ok: true };
      });
      if (outcome.ok) await changed();
      return outcome;
    },
  };
}
