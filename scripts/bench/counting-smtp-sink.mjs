// A local SMTP server for the newsletter bench, in a process of its own so that the load generator in the
// bench's process does not slow it down: `node scripts/bench/counting-smtp-sink.mjs <port>`. It accepts
// every message (the `smtp-server` package) and prints its Message-ID on a line of its own just before
// answering 250, so what the parent reads is what the site was told was delivered. It never
// de-duplicates: a copy sent twice is printed twice.
//
// A message whose connection closes before it ends (a killed client) is printed as `cut <Message-ID>`,
// followed by `dot` when the lone dot that ends it had reached the socket anyway: the library drops such a
// message, so a `cut … dot` line would be a mail the sink received and did not count (docs/decisions/0163).
import { SMTPServer } from "smtp-server";

const port = Number(process.argv[2]);
const DATA = "\r\nDATA\r\n";
const DOT = "\r\n.\r\n";
/** Per client port: whether the last DATA's dot has arrived, read from the raw bytes. */
const dotRead = new Map();

const messageId = (head) => /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(head)?.[1] ?? "(none)";

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  // The site's pool opens a connection per lane, and restarts after a SIGKILL open new ones.
  maxClients: 200,
  onData(stream, session, callback) {
    let head = "";
    let inHeader = true;
    let ended = false;
    stream.on("data", (chunk) => {
      if (!inHeader) return;
      head += chunk.toString("latin1");
      if (head.includes("\r\n\r\n")) inHeader = false;
    });
    stream.on("end", () => {
      ended = true;
      process.stdout.write(`${messageId(head)}\n`);
      callback();
    });
    // Destroyed by the library when the connection closes first.
    stream.on("error", () => {});
    stream.on("close", () => {
      if (!ended) process.stdout.write(`cut ${messageId(head)}${dotRead.get(session.remotePort) ? " dot" : ""}\n`);
    });
  },
});
server.server.on("connection", (socket) => {
  const clientPort = socket.remotePort;
  let tail = "";
  socket.on("data", (chunk) => {
    const seen = tail + chunk.toString("latin1");
    const data = seen.lastIndexOf(DATA);
    const dot = seen.lastIndexOf(DOT);
    if (data >= 0 || dot >= 0) dotRead.set(clientPort, dot > data);
    tail = seen.slice(-(DATA.length - 1));
  });
  // Forgotten a turn later, once the library has closed the stream of a message the connection cut.
  socket.on("close", () => setImmediate(() => dotRead.delete(clientPort)));
});
// A connection the killed server leaves behind is reset: that ends the connection, not the sink.
server.on("error", () => {});
server.listen(port, "127.0.0.1", () => process.stdout.write("ready\n"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
