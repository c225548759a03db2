import Database from "better-sqlite3";
import { e2eDatabaseFile } from "./environment";

/** Reads what the browser tests' server stored, to check that a submission really landed. */
export function queryE2eDatabase<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(e2eDatabaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
