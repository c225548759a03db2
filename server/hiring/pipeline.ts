import type { SubmissionKind } from "~/domain/submission-kind";
import {
  canMove,
  INITIAL_STATUS,
  isApplicationStatus,
  isFinalStatus,
  type ApplicationStatus,
} from "~/domain/application-pipeline";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import {
  applicationMessages,
  NOTE_MAX_LENGTH,
  pipelineMessages,
  type NoteView,
  type StaleMove,
  type StatusChangeView,
} from "~/domain/staff/application-detail";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { isCleanText } from "~/domain/validation/patterns";
import type { Db, Executor } from "../db/database";
import {
  findLastStatusChange,
  findStatus,
  insertNote,
  insertStatusChange,
  listNotes,
  listStatusChanges,
  updateStatusIfCurrent,
} from "./application-pipeline.repository";
import { audit, type AuditActor } from "../audit/audit";

/**
 * Who acts on an application: a staff member, or the system (named), e.g. `{ system: "applicant" }`
 * when a later public status page lets the applicant withdraw through the same `move`.
 */
export type PipelineActor = AuditActor;

export type PipelineFailure = {
  ok: false;
  status: 400 | 404 | 409;
  message: string;
  field?: "to" | "note";
  /** The status it is in now, when the move was refused because of it. */
  current?: ApplicationStatus;
};

export type MoveRequest = {
  kind: SubmissionKind;
  id: number;
  /** The status to move to (checked here: anything else is refused with a message). */
  to: string;
  /**
   * The status the person saw when they chose the move. When it is no longer the current one the move is
   * refused as stale; left out, the current status is taken (a system move).
   */
  from?: string;
  note?: string;
  /** A rejection's reason from HR's list (docs/product.md §10.13), kept on the move; none when absent. */
  reason?: string;
  actor: PipelineActor;
  /** The client address the server saw, for the audit row. */
  ip?: string | null;
  /**
   * What the move causes besides itself (a mail to the applicant, a notice to HR), written in the move's
   * own transaction once it is made: both are committed together or neither is. Its answer goes into the
   * move's audit row.
   */
  effects?: (
    tx: Executor,
    move: { from: ApplicationStatus; to: ApplicationStatus; at: string },
  ) => Promise<Record<string, unknown> | void>;
};

export type MoveResult = { ok: true; from: ApplicationStatus; to: ApplicationStatus; at: string } | PipelineFailure;

const fail = (status: PipelineFailure["status"], message: string, extra: Partial<PipelineFailure> = {}) =>
  ({ ok: false, status, message, ...extra }) as PipelineFailure;

const statusOf = (value: string): ApplicationStatus => (isApplicationStatus(value) ? value : INITIAL_STATUS);

const actorColumns = (actor: PipelineActor) =>
  "userId" in actor ? { user: actor.userId, label: actor.label } : { user: null, label: `system: ${actor.system}` };

/** How the page names who acted: the person's name now, else the label kept (the system's without its prefix). */
const displayName = (name: string | null, label: string) => name ?? label.replace(/^system: /, "");

/** A note's text, trimmed, or the refusal. */
function checkNote(raw: string | undefined, required: boolean): { ok: true; text: string } | PipelineFailure {
  const text = (raw ?? "").replace(/\r\n?/g, "\n").trim();
  if (!text) return required ? fail(400, pipelineMessages.noteMissing, { field: "note" }) : { ok: true, text };
  if (!isCleanText(text)) return fail(400, pipelineMessages.noteInvalid, { field: "note" });
  if (Array.from(text).length > NOTE_MAX_LENGTH) return fail(400, pipelineMessages.noteTooLong, { field: "note" });
  return { ok: true, text };
}

/**
 * What a move to a final status (withdrawn, rejected, hired) ends besides the application, in the move's
 * transaction: its interviews to come (server/interviews/close-interviews.ts). Its answer goes into the
 * move's audit row.
 */
export type FinalStatusHook = (
  tx: Executor,
  move: {
    kind: SubmissionKind;
    id: number;
    to: ApplicationStatus;
    at: string;
    actor: PipelineActor;
    ip: string | null;
  },
) => Promise<Record<string, unknown> | void>;

/**
 * The hiring pipeline of applications and resumes (docs/product.md §10.2, §10.4): the current status, moves
 * with their history, and internal notes. Every write is one transaction with its audit row.
 */
export function createPipelineService({
  db,
  timeZone,
  onFinal,
}: {
  db: Db;
  timeZone: string;
  /** Called by every move to a final status, whoever makes it (HR, a bulk move, the applicant). */
  onFinal?: FinalStatusHook;
}) {
  /** The refusal of a move made stale: it names the move that came first, by whom and when. */
  async function staleRefusal(
    tx: Executor,
    kind: SubmissionKind,
    id: number,
    now: ApplicationStatus,
    actor: PipelineActor,
  ): Promise<PipelineFailure> {
    const last = await findLastStatusChange(tx, kind, id);
    const move: StaleMove | null = last
      ? {
          by: displayName(last.actor_name, last.actor_label),
          byViewer: "userId" in actor && last.actor_user_id === actor.userId,
          at: formatStaffTime(last.at, timeZone),
        }
      : null;
    return fail(409, pipelineMessages.stale(now, move), { current: now });
  }

  return {
    /** The status an application (kind "application") or resume (kind "resume") is in; null when unknown. */
    async currentStatus(kind: SubmissionKind, id: number): Promise<ApplicationStatus | null> {
      const row = await findStatus(db, kind, id);
      return row ? statusOf(row.status) : null;
    },

    /**
     * Moves an application to another status if the pipeline allows it from the one it is in, and it is
     * still in the one the person saw: the update itself checks that (`where status = from`), so of two
     * people moving it at once one wins and the other is told. The change, its note and the audit row are
     * written together.
     */
    async move(request: MoveRequest): Promise<MoveResult> {
      const { kind, id, actor } = request;
      if (!isApplicationStatus(request.to)) return fail(400, pipelineMessages.statusMissing, { field: "to" });
      const to = request.to;
      const note = checkNote(request.note, false);
      if (!note.ok) return note;
      const at = new Date().toISOString();
      return db.transaction().execute(async (tx): Promise<MoveResult> => {
        const row = await findStatus(tx, kind, id);
        if (!row)
          return fail(
            404,
            kind === "application" ? applicationMessages.noSuchApplication : applicationMessages.noSuchResume,
          );
        if (row.erased_at) return fail(409, pipelineMessages.erased);
        const current = statusOf(row.status);
        const from = request.from === undefined ? current : request.from;
        if (from !== current) return staleRefusal(tx, kind, id, current, actor);
        if (!canMove(current, to)) return fail(409, pipelineMessages.notAllowed(current, to), { field: "to", current });
        if (!(await updateStatusIfCurrent(tx, kind, id, current, to, at))) {
          const now = statusOf((await findStatus(tx, kind, id))?.status ?? current);
          return staleRefusal(tx, kind, id, now, actor);
        }
        const who = actorColumns(actor);
        await insertStatusChange(tx, {
          kind,
          application_id: id,
          at,
          actor_user_id: who.user,
          actor_label: who.label,
          from_status: current,
          to_status: to,
          note: note.text,
          reason: request.reason ?? "",
          stay_started_at: row.status_changed_at ?? row.created_at,
        });
        const ended = isFinalStatus(to)
          ? ((await onFinal?.(tx, { kind, id, to, at, actor, ip: request.ip ?? null })) ?? {})
          : {};
        const effects = { ...ended, ...((await request.effects?.(tx, { from: current, to, at })) ?? {}) };
        await audit(tx, {
          actor,
          action: AUDIT_ACTIONS.applicationStatusChanged,
          ip: request.ip ?? null,
          target: { type: kind, id },
          // The note stays in its table (HR's reading); the trail says one was written.
          detail: {
            from: current,
            to,
            withNote: note.text !== "",
            ...(request.reason && { reason: request.reason }),
            ...effects,
          },
          at,
        });
        return { ok: true, from: current, to, at };
      });
    },

    /** Adds an internal note (never shown to the applicant), with its audit row. */
    async addNote(request: {
      kind: SubmissionKind;
      id: number;
      body: string;
      actor: PipelineActor;
      ip?: string | null;
    }): Promise<{ ok: true; id: number } | PipelineFailure> {
      const { kind, id, actor } = request;
      const note = checkNote(request.body, true);
      if (!note.ok) return note;
      const at = new Date().toISOString();
      return db.transaction().execute(async (tx) => {
        const row = await findStatus(tx, kind, id);
        if (!row)
          return fail(
            404,
            kind === "application" ? applicationMessages.noSuchApplication : applicationMessages.noSuchResume,
          );
        // An erased application holds nothing personal; a note could put some back.
        if (row.erased_at) return fail(409, pipelineMessages.erased);
        const who = actorColumns(actor);
        const noteId = await insertNote(tx, {
          kind,
          application_id: id,
          at,
          author_user_id: who.user,
          author_label: who.label,
          body: note.text,
        });
        await audit(tx, {
          actor,
          action: AUDIT_ACTIONS.applicationNoteAdded,
          ip: request.ip ?? null,
          target: { type: kind, id },
          detail: { note: noteId },
          at,
        });
        return { ok: true as const, id: noteId };
      });
    },

    /** One application's internal notes, oldest first. */
    async notes(kind: SubmissionKind, id: number): Promise<NoteView[]> {
      return (await listNotes(db, kind, id)).map((n) => ({
        at: n.at,
        author: displayName(n.author_name, n.author_label),
        body: n.body,
      }));
    },

    /** Every move of one application, oldest first. */
    async history(kind: SubmissionKind, id: number): Promise<StatusChangeView[]> {
      return (await listStatusChanges(db, kind, id)).map((c) => ({
        at: c.at,
        actor: displayName(c.actor_name, c.actor_label),
        from: statusOf(c.from_status),
        to: statusOf(c.to_status),
        note: c.note,
        reason: c.reason,
      }));
    },
  };
}

export type PipelineService = ReturnType<typeof createPipelineService>;
