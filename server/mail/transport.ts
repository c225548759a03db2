import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { HandOff } from "./smtp-connection";

/** Where the worker hands a composed mail: an SMTP server, or a folder of .eml files. */
export type MailTransport = {
  /** What the logs and the start-up line say about it (never a password). */
  description: string;
  /**
   * Resolves once the mail is accepted; rejects when it was not, so the worker retries it. A transport
   * that can hand the mail off marks it through `handOff` in the turn its last line leaves (the pooled
   * SMTP transport, docs/decisions/0160); the others never do, and the caller marks the mail afterwards.
   */
  send(mail: SendMailOptions, fileName: string, handOff?: HandOff): Promise<void>;
  close(): void;
};

/**
 * SMTP through nodemailer, one connection per mail (the worker sends one at a time). Timeouts are short
 * enough that a stalled server fails the attempt well within the worker's lease on the row.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  const shown = new URL(url);
  return {
    description: `SMTP ${shown.protocol}//${shown.host}`,
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: each mail is written as a complete message (.eml, RFC 5322) into a folder, so a
 * newcomer sees every mail the site would send. Written under a temporary name and renamed, so a reader
 * never sees half a file, and named after the outbox row, so a retry replaces rather than repeats it.
 */
export function folderTransport(folder: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `folder ${folder}`,
    async send(mail, fileName) {
      const info = await composer.sendMail(mail);
      await mkdir(folder, { recursive: true });
      const target = path.join(folder, fileName);
      const partial = `${target}.${process.pid}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, target);
    },
    close: () => composer.close(),
  };
}
