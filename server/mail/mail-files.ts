import { rm } from "node:fs/promises";
import path from "node:path";
import type { OutboxRow } from "#server/mail/mail-outbox.repository";

/** The folder of .eml files that stands in for a mail server when SMTP_URL is not set. */
export const outboxFolder = (dataDir: string) => path.join(dataDir, "outbox");

/** The file a folder transport writes for a row. */
export const outboxFileName = (row: Pick<OutboxRow, "id" | "template">) =>
  `${String(row.id).padStart(8, "0")}-${row.template}.eml`;

/**
 * Removes the .eml files the folder transport wrote for these outbox rows (server/mail/transport.ts), once
 * the rows themselves are erased: a copy of a mail in the folder is as personal as the row. A file that
 * is not there (mail sent through SMTP, or not sent yet) is no error.
 */
export async function removeMailFiles(folder: string, rows: Pick<OutboxRow, "id" | "template">[]): Promise<void> {
  for (const row of rows) await rm(path.join(folder, outboxFileName(row)), { force: true });
}
