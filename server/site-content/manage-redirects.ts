import {
  checkRedirect,
  normaliseSitePath,
  redirectMessages,
  type Redirect,
  type RedirectFieldErrors,
  type RedirectInput,
  type RedirectStatus,
} from "~/domain/site-content/redirects";
import { AUDIT_ACTIONS, type AuditAction } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { audit, staffActor } from "../audit/audit";
import type { CacheBus } from "../cache-bus";
import type { Db, Executor } from "../db/database";
import type { ClientInfo } from "../staff/staff-common";
import {
  deleteRedirect,
  findRedirect,
  insertRedirect,
  listRedirects,
  updateRedirect,
  type RedirectRow,
} from "./redirects.repository";

export type RedirectView = Redirect & { savedAt: string; savedBy: string; livePage: boolean };

export type RedirectSaveOutcome =
  | { ok: true; id: number; warning: string | null }
  | { ok: false; status: 400; errors: RedirectFieldErrors }
  | { ok: false; status: 404; message: string };

type Editor = { user: SignedInStaff; client: ClientInfo };

const toRedirect = (row: RedirectRow): Redirect => ({
  id: row.id,
  from: row.from_path,
  to: row.to_target,
  status: row.status as RedirectStatus,
});

/**
 * The console's redirects (docs/product/staff-content.md §10.15): each add, change and removal is checked
 * against the others (no loop, no chain), written with its audit row in one transaction, and then said on
 * the cache bus's `site-content` topic, so every process's copy of the table (and page cache) is cleared:
 * the redirect works at once everywhere. `livePages` are the site's own pages, normalised: redirecting one
 * is allowed, with a warning (decision 0168).
 */
export function createRedirectManagement({
  db,
  cacheBus,
  livePages,
}: {
  db: Db;
  cacheBus: Pick<CacheBus, "publish">;
  livePages: readonly string[];
}) {
  const pages = new Set(livePages.map((p) => normaliseSitePath(p) ?? p));
  const isLivePage = (path: string) => pages.has(path);

  const record = (tx: Executor, action: AuditAction, id: number, detail: Record<string, unknown>, e: Editor) =>
    audit(tx, {
      actor: staffActor(e.user),
      action,
      ip: e.client.ip,
      target: { type: "redirect", id },
      detail,
    });

  async function list(): Promise<RedirectView[]> {
    return (await listRedirects(db)).map((row) => ({
      ...toRedirect(row),
      savedAt: row.saved_at,
      savedBy: row.saved_by,
      livePage: isLivePage(row.from_path),
    }));
  }

  async function get(id: number): Promise<RedirectView | null> {
    return (await list()).find((r) => r.id === id) ?? null;
  }

  /**
   * Adds a redirect (`id` null) or changes one. The check and the write share a transaction; the unique
   * old address makes the second of two racing additions of one address fail rather than win.
   */
  async function save(id: number | null, input: RedirectInput, e: Editor): Promise<RedirectSaveOutcome> {
    const outcome = await db.transaction().execute(async (tx): Promise<RedirectSaveOutcome> => {
      const before = id === null ? undefined : await findRedirect(tx, id);
      if (id !== null && !before) return { ok: false, status: 404, message: redirectMessages.noSuchRedirect };
      const others = (await listRedirects(tx)).filter((r) => r.id !== id).map(toRedirect);
      const checked = checkRedirect(input, others, pages);
      if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
      const { from, to, status } = checked.values;
      const written = {
        from_path: from,
        to_target: to,
        status,
        saved_at: new Date().toISOString(),
        saved_by: e.user.email,
      };
      let savedId: number;
      if (before) {
        await updateRedirect(tx, before.id, written);
        savedId = before.id;
        await record(
          tx,
          AUDIT_ACTIONS.redirectChanged,
          savedId,
          { from, to, status, before: { from: before.from_path, to: before.to_target, status: before.status } },
          e,
        );
      } else {
        savedId = await insertRedirect(tx, written);
        await record(tx, AUDIT_ACTIONS.redirectAdded, savedId, { from, to, status }, e);
      }
      return { ok: true, id: savedId, warning: checked.warning };
    });
    if (outcome.ok) await cacheBus.publish("site-content");
    return outcome;
  }

  async function remove(id: number, e: Editor): Promise<{ ok: true; from: string } | { ok: false; message: string }> {
    const outcome = await db.transaction().execute(async (tx) => {
      const row = await findRedirect(tx, id);
      if (!row) return { ok: false as const, message: redirectMessages.noSuchRedirect };
      await deleteRedirect(tx, id);
      await record(
        tx,
        AUDIT_ACTIONS.redirectRemoved,
        id,
        { from: row.from_path, to: row.to_target, status: row.status },
        e,
      );
      return { ok: true as const, from: row.from_path };
    });
    if (outcome.ok) await cacheBus.publish("site-content");
    return outcome;
  }

  return { list, get, save, remove };
}
