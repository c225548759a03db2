// The newsletter's SMTP transport against nodemailer's pool, in one process, interleaved: N mails of about
// 10 KB over C connections to the bench's counting sink (a process of its own), the hand-off a no-op, so
// only the SMTP conversation is measured (docs/decisions/0160).
//
//   node --import tsx scripts/bench/smtp-pool-ab.ts [--mails=3000] [--connections=8] [--rounds=3] [--port=3471]
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import nodemailer from "nodemailer";
import { pooledSmtpTransport } from "../../server/mail/smtp-pool";

const benchArg = (name: string, fallback: number) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const mails = Number(benchArg("mails", 3000));
const connections = Number(benchArg("connections", 8));
const rounds = Number(benchArg("rounds", 3));
const port = Number(benchArg("port", 3471));
const sinkFile = fileURLToPath(new URL("./counting-smtp-sink.mjs", import.meta.url));
const sink = spawn(process.execPath, [sinkFile, String(port)], { stdio: ["ignore", "pipe", "inherit"] });
await new Promise((r) => sink.stdout.once("data", r));
sink.stdout.resume();
const url = `smtp://127.0.0.1:${port}`;
const mail = (i: number) => ({
  from: "website@site.example",
  to: `reader${i}@subscribers.example`,
  subject: "December at Kavach",
  text: "x".repeat(4000),
  html: `<p>${"y".repeat(6000)}</p>`,
  messageId: `<ab.${i}.${Date.now()}@site.example>`,
});

async function rate(send: (i: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < mails) await send(next++);
    }),
  );
  return Math.round(mails / ((performance.now() - started) / 1000));
}

try {
  for (let round = 1; round <= rounds; round++) {
    const theirs = nodemailer.createTransport({ url, pool: true, maxConnections: connections, maxMessages: Infinity });
    const nodemailerRate = await rate(async (i) => void (await theirs.sendMail(mail(i))));
    theirs.close();
    const ours = pooledSmtpTransport(url, { connections, connectionTimeoutMs: 10_000, socketTimeoutMs: 20_000 });
    const oursRate = await rate((i) => ours.send(mail(i), "", { ready: async () => {}, mark: async (end) => end() }));
    ours.close();
    console.log(`round ${round}: nodemailer's pool ${nodemailerRate} mails/s, ours ${oursRate} mails/s`);
  }
} finally {
  sink.kill();
}
