import type { Executor } from "../db/database";
import { findSalt, saltOfDay } from "./insights.repository";
import { newSalt } from "./visitor-hash";

/**
 * The daily salts, read from the database once per day and process: every process hashes a visitor the
 * same way, and a salt lives only in the database and memory, never in a file or a log.
 */
export function createSalts(db: Executor) {
  const known = new Map<string, string>();
  const remember = (day: string, salt: string) => {
    // Today and yesterday are all a process needs; older salts are let go with the database's.
    if (known.size > 4) known.clear();
    known.set(day, salt);
    return salt;
  };
  return {
    /** The day's salt, made now if no process has made it yet. */
    async forDay(day: string): Promise<string> {
      return known.get(day) ?? remember(day, await saltOfDay(db, day, newSalt()));
    },
    /** The day's salt if one exists: a form's look-up never makes one. */
    async existing(day: string): Promise<string | undefined> {
      const cached = known.get(day);
      if (cached) return cached;
      const stored = await findSalt(db, day);
      return stored === undefined ? undefined : remember(day, stored);
    },
    /** Forgets salts the database no longer has. */
    forgetBefore(day: string): void {
      for (const d of known.keys()) if (d < day) known.delete(d);
    },
  };
}

export type Salts = ReturnType<typeof createSalts>;
