import type { AuditAction } from "~/domain/staff/audit-actions";
import type { Executor } from "../db/database";
import { insertAuditRow } from "./audit-log.repository";

/** Who did it: a signed-in person, or the system (the command line, start-up), named. */
export type AuditActor = { userId: number; label: string } | { system: string };

export type AuditEntry = {
  actor: AuditActor;
  action: AuditAction;
  /** The client address the server saw; null for the command line. */
  ip?: string | null;
  target?: { type: string; id: string | number | null };
  detail?: Record<string, unknown>;
  /** Defaults to now. */
  at?: string;
};

/**
 * Records one audit row. Call it with the transaction of the write it describes, so the row exists
 * exactly when the write does.
 */
export async function audit(db: Executor, entry: AuditEntry): Promise<void> {
  const person = "userId" in entry.actor ? entry.actor : null;
  await insertAuditRow(db, {
    at: entry.at ?? new Date().toISOString(),
    actor_user_id: person ? person.userId : null,
    actor_label: person ? person.label : `system: ${(entry.actor as { system: string }).system}`,
    ip: entry.ip ?? null,
    action: entry.action,
    target_type: entry.target?.type ?? null,
    target_id: entry.target?.id === null || entry.target?.id === undefined ? null : String(entry.target.id),
    detail: entry.detail ? JSON.stringify(entry.detail) : null,
  });
}

/** The actor for a signed-in person, labelled by address so the row reads well after a rename. */
export function staffActor(user: { id: number; email: string }): AuditActor {
  return { userId: user.id, label: user.email };
}
