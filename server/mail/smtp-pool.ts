import nodemailer, { type SendMailOptions } from "nodemailer";
import { SmtpConnection, type HandOff, type SmtpConnectionOptions, type SmtpEnvelope } from "./smtp-connection";
import type { MailTransport } from "./transport";

/**
 * The newsletter's transport: up to `connections` SMTP connections kept open and reused mail after mail,
 * each mail handed off (docs/decisions/0160, 0161): its sent mark is written together with the dot that
 * ends it, so a process killed at any moment other than between those two writes neither repeats nor
 * loses it. nodemailer composes the message exactly as its own SMTP transport would; our connection
 * sends it.
 */
export function pooledSmtpTransport(
  url: string,
  { connections, ...timeouts }: { connections: number } & Omit<SmtpConnectionOptions, "url">,
): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const idle: SmtpConnection[] = [];
  // Callers waiting for a connection: handed a released one, or null when they may open their own.
  const waiting: ((c: SmtpConnection | null) => void)[] = [];
  let open = 0;
  let closed = false;

  async function acquire(): Promise<SmtpConnection> {
    for (let c = idle.pop(); c; c = idle.pop()) {
      if (c.usable) return c;
      open--;
    }
    if (open >= connections) {
      const handed = await new Promise<SmtpConnection | null>((resolve) => waiting.push(resolve));
      if (handed) return handed;
    } else open++;
    try {
      return await SmtpConnection.open({ url, ...timeouts });
    } catch (err) {
      release(null);
      throw err;
    }
  }

  /** Gives a connection back (null: one that failed or never opened), to a waiting sender first. */
  function release(c: SmtpConnection | null): void {
    const usable = c?.usable && !closed ? c : null;
    if (c && !usable) c.close();
    const next = waiting.shift();
    if (next) next(usable);
    else if (usable) idle.push(usable);
    else open--;
  }

  return {
    description: `SMTP ${new URL(url).protocol}//${new URL(url).host}, ${connections} pooled connections`,
    async send(mail: SendMailOptions, _fileName: string, handOff?: HandOff) {
      const composed = await composer.sendMail(mail);
      const c = await acquire();
      try {
        await c.send(composed.envelope as SmtpEnvelope, composed.message as Buffer, handOff);
      } catch (err) {
        // Not every refusal ends the connection (an envelope address it will not write): it may be mid-mail.
        c.close();
        throw err;
      } finally {
        release(c);
      }
    },
    close() {
      closed = true;
      for (const c of idle.splice(0)) c.close();
      composer.close();
    },
  };
}
