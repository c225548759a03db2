import net from "node:net";
import os from "node:os";
import tls from "node:tls";

/** A reply of the mail server: its code and its lines, joined. */
export type SmtpReply = { code: number; text: string };

/** What the server refused, or the connection failing; `code` when the server answered. */
export class SmtpError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = "SmtpError";
  }
}

/** The mail's addresses on the SMTP envelope: who the server is asked to deliver it to. */
export type SmtpEnvelope = { from: string; to: string[] };

/**
 * How a mail's sent mark goes with it (docs/decisions/0160, 0161, 0163): `ready` resolves once a mark can be
 * written at once; `mark(end)` writes the mark and calls `end`, which writes the lone dot that ends the mail,
 * in the order the marks choose and with nothing awaited between the two, and settles when the mark is
 * committed. A mark that fails before calling `end` leaves the mail unended.
 */
export type HandOff = { ready(): Promise<void>; mark(end: () => void): Promise<void> };

export type SmtpConnectionOptions = {
  /** smtp://[user:password@]host[:port] (STARTTLS when offered) or smtps:// (TLS from the start). */
  url: string;
  connectionTimeoutMs: number;
  /** A server silent for this long, or an idle connection, is given up. */
  socketTimeoutMs: number;
};

const CRLF = Buffer.from("\r\n");
const LAST_LINE = Buffer.from(".\r\n");

/**
 * The message as the DATA command carries it (RFC 5321 §4.5.2): a line that starts with a dot gets a
 * second one, so the server never reads it as the end; and it ends with a line break, so that the lone
 * dot written after it is a line of its own.
 */
export function dataOf(message: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  if (message[0] === 0x2e) parts.push(Buffer.from("."));
  for (let i = 0; i + 2 < message.length; i++) {
    if (message[i] === 0x0d && message[i + 1] === 0x0a && message[i + 2] === 0x2e) {
      parts.push(message.subarray(from, i + 2), Buffer.from("."));
      from = i + 2;
    }
  }
  parts.push(message.subarray(from));
  if (message.length < 2 || !message.subarray(-2).equals(CRLF)) parts.push(CRLF);
  return Buffer.concat(parts);
}

/**
 * One SMTP connection, open and signed in, sending mail after mail (the newsletter's pool keeps several).
 * Written for the hand-off: unlike nodemailer's, it lets its caller mark a mail sent in the turn the lone
 * dot that ends it is written. A failure closes it; the pool opens another.
 */
export class SmtpConnection {
  private socket: net.Socket;
  private received = "";
  private lines: string[] = [];
  private replies: SmtpReply[] = [];
  private waiter: { resolve: (r: SmtpReply) => void; reject: (e: Error) => void } | null = null;
  private failure: Error | null = null;
  private extensions: string[] = [];

  private constructor(socket: net.Socket) {
    this.socket = socket;
    this.listen(socket);
  }

  /** False once the connection failed or was closed: it must not be used again. */
  get usable(): boolean {
    return this.failure === null;
  }

  static async open(options: SmtpConnectionOptions): Promise<SmtpConnection> {
    const url = new URL(options.url);
    const secure = url.protocol === "smtps:";
    const host = url.hostname.replace(/^\[|\]$/g, "");
    const port = Number(url.port) || (secure ? 465 : 587);
    const socket = secure ? tls.connect({ host, port, servername: tlsName(host) }) : net.connect({ host, port });
    const connection = new SmtpConnection(socket);
    const timer = setTimeout(
      () => connection.fail(new SmtpError(`no connection to ${host}:${port} within ${options.connectionTimeoutMs} ms`)),
      options.connectionTimeoutMs,
    );
    try {
      await connection.expect(await connection.next(), [220], "greeting");
      await connection.hello();
      if (!secure && connection.extensions.includes("STARTTLS")) {
        await connection.expect(await connection.command("STARTTLS"), [220], "STARTTLS");
        await connection.upgrade(host);
        await connection.hello();
      }
      if (url.username) await connection.signIn(decodeURIComponent(url.username), decodeURIComponent(url.password));
    } catch (err) {
      connection.close();
      throw err;
    } finally {
      clearTimeout(timer);
    }
    connection.socket.setTimeout(options.socketTimeoutMs, () =>
      connection.fail(new SmtpError(`the mail server was silent for ${options.socketTimeoutMs} ms`)),
    );
    return connection;
  }

  /**
   * Sends one mail. With `handOff`, its mark goes with the lone dot that ends the mail (the marks write the
   * dot when they choose: see HandOff). The returned promise waits for the server's 250 and for the mark's
   * commit, so a refusal is reported after the mark and can undo it.
   */
  async send(envelope: SmtpEnvelope, message: Buffer, handOff?: HandOff): Promise<void> {
    await this.expect(await this.command(`MAIL FROM:<${address(envelope.from)}>`), [250], "MAIL FROM");
    for (const to of envelope.to)
      await this.expect(await this.command(`RCPT TO:<${address(to)}>`), [250, 251], "RCPT TO");
    await this.expect(await this.command("DATA"), [354], "DATA");
    this.write(dataOf(message));
    // Everything but the dot with the kernel, and the mark's way clear: from here to the mark there is
    // no waiting.
    await this.drained();
    try {
      await handOff?.ready();
    } catch (err) {
      throw this.unmarked(err);
    }
    let ended = false;
    const end = () => {
      ended = true;
      this.write(LAST_LINE);
    };
    const marking = (handOff ? handOff.mark(end) : Promise.resolve(end())).catch((err: unknown) => {
      throw ended ? err : this.unmarked(err);
    });
    const [reply, mark] = await Promise.allSettled([this.next(), marking]);
    if (mark.status === "rejected" && !ended) throw mark.reason;
    if (reply.status === "rejected") throw reply.reason;
    await this.expect(reply.value, [250], "end of data");
    if (mark.status === "rejected") throw mark.reason;
  }

  /** A mail that cannot be marked must not end: closing without its dot makes the server drop it. */
  private unmarked(err: unknown): unknown {
    this.fail(new SmtpError(`the mail could not be marked: ${err instanceof Error ? err.message : String(err)}`));
    return err;
  }

  /** Says goodbye when it can and closes. */
  close(): void {
    if (this.failure === null) this.socket.end("QUIT\r\n");
    this.fail(new SmtpError("the connection was closed"));
  }

  private listen(socket: net.Socket): void {
    // The lone dot is a small write after a large one: with Nagle's algorithm it would wait for the
    // server's delayed acknowledgement (tens of milliseconds a mail).
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => this.read(chunk));
    socket.on("error", (err) => this.fail(new SmtpError(`mail server connection: ${err.message}`)));
    socket.on("close", () => this.fail(new SmtpError("the mail server closed the connection")));
  }

  private read(chunk: Buffer): void {
    this.received += chunk.toString("utf8");
    let end: number;
    while ((end = this.received.indexOf("\n")) >= 0) {
      const line = this.received.slice(0, end).replace(/\r$/, "");
      this.received = this.received.slice(end + 1);
      this.lines.push(line);
      // "250-…" continues a reply, "250 …" (or a bare code) ends it.
      if (line.length <= 3 || line[3] === " ") {
        const reply = { code: Number(line.slice(0, 3)), text: this.lines.join("\n") };
        this.lines = [];
        const waiter = this.waiter;
        this.waiter = null;
        if (waiter) waiter.resolve(reply);
        else this.replies.push(reply);
      }
    }
  }

  private fail(err: Error): void {
    if (this.failure) return;
    this.failure = err;
    this.socket.destroy();
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.reject(err);
  }

  private next(): Promise<SmtpReply> {
    const queued = this.replies.shift();
    if (queued) return Promise.resolve(queued);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiter = { resolve, reject }));
  }

  private write(data: string | Buffer): void {
    if (this.failure) throw this.failure;
    this.socket.write(data);
  }

  private command(line: string): Promise<SmtpReply> {
    try {
      this.write(`${line}\r\n`);
    } catch (err) {
      return Promise.reject(err as Error);
    }
    return this.next();
  }

  private drained(): Promise<void> {
    if (this.socket.writableLength === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = () => {
        this.socket.off("drain", done);
        this.socket.off("close", done);
        if (this.failure) reject(this.failure);
        else resolve();
      };
      this.socket.on("drain", done);
      this.socket.on("close", done);
    });
  }

  private async expect(reply: SmtpReply, codes: number[], step: string): Promise<void> {
    if (codes.includes(reply.code)) return;
    const err = new SmtpError(`${step} refused: ${reply.text}`, reply.code);
    this.fail(err);
    throw err;
  }

  private async hello(): Promise<void> {
    const reply = await this.command(`EHLO ${helloName()}`);
    await this.expect(reply, [250], "EHLO");
    this.extensions = reply.text
      .split("\n")
      .slice(1)
      .map((l) => l.slice(4).trim().toUpperCase());
  }

  private async upgrade(host: string): Promise<void> {
    const plain = this.socket;
    plain.removeAllListeners("data");
    plain.removeAllListeners("close");
    const secured = tls.connect({ socket: plain, servername: tlsName(host) });
    await new Promise<void>((resolve, reject) => {
      secured.once("secureConnect", resolve);
      secured.once("error", reject);
    });
    this.socket = secured;
    this.listen(secured);
  }

  private async signIn(user: string, password: string): Promise<void> {
    const auth = this.extensions.find((e) => e.startsWith("AUTH ") || e.startsWith("AUTH="));
    const methods = auth ? auth.slice(5).split(/\s+/) : [];
    const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
    if (methods.includes("PLAIN")) {
      await this.expect(await this.command(`AUTH PLAIN ${b64(`\0${user}\0${password}`)}`), [235], "AUTH PLAIN");
    } else if (methods.includes("LOGIN")) {
      await this.expect(await this.command("AUTH LOGIN"), [334], "AUTH LOGIN");
      await this.expect(await this.command(b64(user)), [334], "AUTH LOGIN");
      await this.expect(await this.command(b64(password)), [235], "AUTH LOGIN");
    } else {
      throw new SmtpError(`the mail server offers no sign-in this client speaks (${methods.join(" ") || "none"})`);
    }
  }
}

/** An address as the envelope carries it: line breaks and angle brackets can never reach the command. */
function address(value: string): string {
  if (/[\r\n<>]/.test(value)) throw new SmtpError(`not an address for the envelope: ${JSON.stringify(value)}`);
  return value;
}

/** TLS names a server by host name only (SNI refuses IP addresses). */
const tlsName = (host: string) => (net.isIP(host) ? undefined : host);

/** Our name in EHLO: the host's when it is a domain name, otherwise an address literal, as nodemailer does. */
function helloName(): string {
  const name = os.hostname();
  return name.includes(".") ? name : "[127.0.0.1]";
}
