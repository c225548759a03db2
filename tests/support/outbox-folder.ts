import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

/** The mails the folder transport wrote (DATA_DIR/outbox when SMTP_URL is unset), parsed, in file-name order. */
export async function readOutboxFolder(folder: string): Promise<{ file: string; mail: ParsedMail }[]> {
  const files = (await readdir(folder).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
  return Promise.all(
    files.map(async (file) => ({ file, mail: await simpleParser(await readFile(path.join(folder, file))) })),
  );
}

/** Waits until a mail to `address` that matches has been written, and answers it. */
export async function waitForOutboxMail(
  folder: string,
  address: string,
  match: (mail: ParsedMail) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutboxFolder(folder)).find(
      ({ mail }) => [mail.to ?? []].flat().some((to) => to.value.some((a) => a.address === address)) && match(mail),
    );
    if (found) return found.mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} was written to ${folder}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
