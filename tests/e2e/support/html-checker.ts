import { CHECKER_URL_VARIABLE } from "./html-checker-service";

type CheckerMessage = { type: string; message: string; extract?: string };

let ready: Promise<string> | undefined;
/** The service started by the global set-up, once it answers: waited for once per worker process. */
const checkerUrl = () => (ready ??= answeringChecker());

/** Polls the service until it answers (it reads its schemas first: up to a minute). */
async function answeringChecker(): Promise<string> {
  const url = process.env[CHECKER_URL_VARIABLE];
  if (!url) throw new Error(`${CHECKER_URL_VARIABLE} is unset: the browser tests' global set-up starts the checker`);
  const giveUpAt = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return url;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > giveUpAt) throw new Error(`the Nu Html Checker at ${url} never answered`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function check(url: string, html: string): Promise<CheckerMessage[]> {
  const response = await fetch(`${url}?out=json&level=error`, {
    method: "POST",
    headers: { "Content-Type": "text/html; charset=utf-8" },
    body: html,
  });
  if (!response.ok) throw new Error(`the Nu Html Checker answered ${response.status}`);
  return ((await response.json()) as { messages: CheckerMessage[] }).messages;
}

/**
 * Runs the Nu Html Checker (vnu-jar, on Java) over documents and returns its errors, each prefixed
 * with the document's label. Messages of its CSS validator are left out: it predates parts of the CSS
 * the inlined Tailwind stylesheet uses (@property, margin-trim), which browsers support; the markup
 * itself is checked in full.
 */
export async function htmlErrors(documents: [label: string, html: string][]): Promise<string[]> {
  const url = await checkerUrl();
  const errors: string[] = [];
  for (const [label, html] of documents) {
    for (const m of await check(url, html)) {
      if (m.type !== "error" || m.message.startsWith("CSS: ")) continue;
      errors.push(`${label}: ${m.message}${m.extract ? ` — ${m.extract.trim().slice(0, 120)}` : ""}`);
    }
  }
  return errors;
}
