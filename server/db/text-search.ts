import { sql, type Expression, type SqlBool } from "kysely";

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally (escape `\`). */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * True when any of the columns contains the text, ignoring letter case, on SQLite and PostgreSQL
 * alike (`lower(...) like ... escape '\'`). A scan, bounded by the page's limit: enough for lists of
 * some hundred thousand rows read 50 at a time (docs/benchmarks.md).
 */
export function anyColumnContains(columns: readonly string[], text: string): Expression<SqlBool> {
  const pattern = containsPattern(text);
  const tests = columns.map((c) => sql<SqlBool>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
