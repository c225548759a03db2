// A local SMTP server for the newsletter bench, in a process of its own so that the load generator in the
// bench's process does not slow it down: `node scripts/bench/counting-smtp-sink.mjs <port>`. It accepts
// every message (the `smtp-server` package) and prints its Message-ID on a line of its own just before
// answering 250, so what the parent reads is what the site was told was delivered. It never
// de-duplicates: a copy sent twice is printed twice.
import { SMTPServer } from "smtp-server";

const port = Number(process.argv[2]);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  // The site's pool opens a connection per lane, and restarts after a SIGKILL open new ones.
  maxClients: 200,
  onData(stream, _session, callback) {
    let head = "";
    let inHeader = true;
    stream.on("data", (chunk) => {
      if (!inHeader) return;
      head += chunk.toString("latin1");
      if (head.includes("\r\n\r\n")) inHeader = false;
    });
    stream.on("end", () => {
      const id = /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(head)?.[1];
      process.stdout.write(`${id ?? "(none)"}\n`);
      callback();
    });
  },
});
// A connection the killed server leaves behind is reset: that ends the connection, not the sink.
server.on("error", () => {});
server.listen(port, "127.0.0.1", () => process.stdout.write("ready\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
