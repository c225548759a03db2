import type { Generated } from "kysely";

/** Every stored row says when it was created and which address the server saw (null for seeded rows). */
export type Audit = {
  created_at: string;
  client_ip: string | null;
};

/** Booleans are stored as 0/1 integers so that one schema serves SQLite and PostgreSQL. */
export type Flag = 0 | 1;

export type Id = Generated<number>;
