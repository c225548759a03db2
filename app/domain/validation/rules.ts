/**
 * A form's rules are an ordered list; the first one that fails stops validation and its message is
 * the only one shown (docs/product.md §5.1). The browser and the server run the same lists.
 */
export type Rule<T> = { when: (input: T) => boolean; message: string | ((input: T) => string) };

/** `when` describes the failure: the rule fails when it returns true. */
export function rule<T>(when: (input: T) => boolean, message: Rule<T>["message"]): Rule<T> {
  return { when, message };
}

export type Verdict = { ok: true } | { ok: false; message: string };

export function firstFailure<T>(rules: readonly Rule<T>[], input: T): Verdict {
  for (const r of rules) {
    if (r.when(input)) return { ok: false, message: typeof r.message === "function" ? r.message(input) : r.message };
  }
  return { ok: true };
}

/** Text as the rules see it: missing or non-string values count as empty; surrounding spaces do not count. */
export function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}
