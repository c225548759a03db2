import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { dataOf, SmtpConnection } from "./smtp-connection";

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise<void>((r) => s.close(() => r()))));
});

/** A real SMTP server on a free port, keeping what it receives (the raw data, as the client wrote it). */
async function mailServer(options: SMTPServerOptions = {}) {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
    ...options,
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received };
}

const options = (url: string) => ({ url, connectionTimeoutMs: 5000, socketTimeoutMs: 5000 });
const message = (body: string) =>
  Buffer.from(`From: a@site.example\r\nTo: b@reader.example\r\nSubject: Hi\r\n\r\n${body}`, "utf8");

describe("dataOf", () => {
  it("doubles a dot that starts a line and ends the data with a line break", () => {
    expect(dataOf(Buffer.from(".first\r\nmid\r\n.\r\n..two")).toString()).toBe("..first\r\nmid\r\n..\r\n...two\r\n");
    expect(dataOf(Buffer.from("ends well\r\n")).toString()).toBe("ends well\r\n");
  });
});

describe("SmtpConnection", () => {
  it("sends mail after mail on one connection, the lines that start with a dot intact", async () => {
    const sink = await mailServer();
    const c = await SmtpConnection.open(options(`smtp://127.0.0.1:${sink.port}`));
    await c.send({ from: "a@site.example", to: ["b@reader.example"] }, message("line one\r\n.a dotted line\r\n"));
    await c.send({ from: "a@site.example", to: ["c@reader.example", "d@reader.example"] }, message("second"));
    c.close();
    expect(sink.received).toHaveLength(2);
    expect(sink.received[0]!.data).toContain("\r\n.a dotted line\r\n");
    expect(sink.received[1]).toMatchObject({ from: "a@site.example", to: ["c@reader.example", "d@reader.example"] });
  });

  /** A sink that notes when it has read a mail's end, with the events of one hand-off. */
  const watchedSink = async (events: string[]) =>
    mailServer({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => {
          events.push("server read the end");
          callback();
        });
      },
    });
  const later = () => new Promise((r) => setTimeout(r, 100));

  it("ends the mail when its mark says, and waits for both the mark and the server's answer", async () => {
    const events: string[] = [];
    const sink = await watchedSink(events);
    const c = await SmtpConnection.open(options(`smtp://127.0.0.1:${sink.port}`));
    // A mark that travels to a database server: the dot first, the mark committed slowly after it.
    await c.send({ from: "a@site.example", to: ["b@reader.example"] }, message("dot first"), {
      ready: async () => void events.push("ready"),
      mark: async (end) => {
        end();
        events.push("marked");
        await later();
        events.push("committed");
      },
    });
    // A mark committed in this process: the dot waits for it.
    await c.send({ from: "a@site.example", to: ["b@reader.example"] }, message("mark first"), {
      ready: async () => {},
      mark: async (end) => {
        await later();
        events.push("committed first");
        end();
      },
    });
    c.close();
    // The server (in this process) reads the dot on a later turn: the first mark did not wait for it.
    expect(events).toEqual([
      "ready",
      "marked",
      "server read the end",
      "committed",
      "committed first",
      "server read the end",
    ]);
  });

  it("does not end a mail whose mark failed before it ended it: the server never receives it", async () => {
    const sink = await mailServer();
    const c = await SmtpConnection.open(options(`smtp://127.0.0.1:${sink.port}`));
    await expect(
      c.send({ from: "a@site.example", to: ["b@reader.example"] }, message("unmarked"), {
        ready: async () => {},
        mark: () => Promise.reject(new Error("disk full")),
      }),
    ).rejects.toThrow("disk full");
    expect(c.usable).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.received).toHaveLength(0);
  });

  it("reports a mark that failed after the mail ended, once the server has answered", async () => {
    const sink = await mailServer();
    const c = await SmtpConnection.open(options(`smtp://127.0.0.1:${sink.port}`));
    await expect(
      c.send({ from: "a@site.example", to: ["b@reader.example"] }, message("ended"), {
        ready: async () => {},
        mark: async (end) => {
          end();
          throw new Error("connection to the database lost");
        },
      }),
    ).rejects.toThrow("connection to the database lost");
    // The server had the whole mail: it was delivered, and the connection goes on.
    expect(sink.received).toHaveLength(1);
    expect(c.usable).toBe(true);
    c.close();
  });

  it("does not end the mail when it cannot be marked: the server never receives it", async () => {
    const sink = await mailServer();
    const c = await SmtpConnection.open(options(`smtp://127.0.0.1:${sink.port}`));
    await expect(
      c.send({ from: "a@site.example", to: ["b@reader.example"] }, message("unmarked"), {
        ready: () => Promise.reject(new Error("database down")),
        mark: async (end) => end(),
      }),
    ).rejects.toThrow("database down");
    expect(c.usable).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.received).toHaveLength(0);
  });

  it("signs in with the address's user and password, and reports a refused sign-in", async () => {
    const sink = await mailServer({
      authOptional: false,
      authMethods: ["PLAIN", "LOGIN"],
      onAuth(auth, _session, callback) {
        if (auth.username === "mailer" && auth.password === "s3cr:et") return callback(null, { user: "mailer" });
        callback(new Error("Invalid username or password"));
      },
    });
    const c = await SmtpConnection.open(options(`smtp://mailer:s3cr%3Aet@127.0.0.1:${sink.port}`));
    await c.send({ from: "a@site.example", to: ["b@reader.example"] }, message("signed in"));
    c.close();
    expect(sink.received).toHaveLength(1);
    await expect(SmtpConnection.open(options(`smtp://mailer:wrong@127.0.0.1:${sink.port}`))).rejects.toThrow(
      /AUTH PLAIN refused: 535/,
    );
  });

  it("reports what the server refused, with its code", async () => {
    const sink = await mailServer({
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith("gone"))
          return callback(Object.assign(new Error("No such user"), { responseCode: 550 }));
        callback();
      },
    });
    const c = await SmtpConnection.open(options(`smtp://127.0.0.1:${sink.port}`));
    await expect(c.send({ from: "a@site.example", to: ["gone@reader.example"] }, message("x"))).rejects.toMatchObject({
      code: 550,
      message: expect.stringContaining("RCPT TO refused: 550 No such user"),
    });
  });

  it("upgrades with STARTTLS when offered, and refuses a certificate it cannot verify", async () => {
    // smtp-server's built-in certificate is self-signed: the upgrade happens and the check refuses it.
    const sink = await mailServer({ disabledCommands: [] });
    await expect(SmtpConnection.open(options(`smtp://127.0.0.1:${sink.port}`))).rejects.toThrow(/certificate/);
  });

  it("refuses an envelope address that would break the command line", async () => {
    const sink = await mailServer();
    const c = await SmtpConnection.open(options(`smtp://127.0.0.1:${sink.port}`));
    await expect(c.send({ from: "a@site.example", to: ["b@x.example>\r\nRSET"] }, message("x"))).rejects.toThrow(
      "not an address for the envelope",
    );
    c.close();
  });
});
