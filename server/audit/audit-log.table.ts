import type { Id } from "../db/common-columns";

/** One thing someone did: when, who (null = the system, named by actor_label), from where, what, on which record. */
export type AuditLogTable = {
  id: Id;
  at: string;
  actor_user_id: number | null;
  actor_label: string;
  ip: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON text. */
  detail: string | null;
};
