/**
 * One process of the reminders' two-process test (server/interviews/interview-reminders-processes.integration.test.ts):
 * opens the database the environment names (DATABASE_URL, with the test server's other settings), prints
 * "ready", then for each line read (a moment, in milliseconds since 1970) runs one round of the interview
 * reminders as if it were then, and prints how many mails that round wrote. Run with `node --import tsx`.
 */
import { createInterface } from "node:readline";
import { loadConfig } from "#server/config";
import { createDatabase } from "#server/db/connection";
import { createLogger } from "#server/logger";
import { createMailOutbox } from "#server/mail/outbox";
import { createInterviewReminders } from "#server/interviews/interview-reminders";

const config = loadConfig(process.env);
const database = createDatabase(config.database);
const mail = createMailOutbox({ mail: config.mail, siteUrl: config.siteUrl });
let at = 0;
const reminders = createInterviewReminders({
  db: database.db,
  logger: createLogger("silent"),
  mail,
  now: () => new Date(at),
});

process.stdout.write("ready\n");
for await (const line of createInterface({ input: process.stdin })) {
  at = Number(line);
  try {
    process.stdout.write(`${JSON.stringify({ written: await reminders.runOnce() })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ error: String(error) })}\n`);
  }
}
await database.close();
