// Instructions per page of /staff/interviews, counted by valgrind's callgrind as callgrind-count.mjs
// does for the public pages (a count is not disturbed by other jobs on a loaded machine): the interviews
// section's 10,000 interviews loaded once into a fresh SQLite database, then each built checkout's server
// served on it under callgrind in turn, two rounds with the order swapped; per page, `--warm` requests not
// counted, then `--requests` counted. Figures in docs/decisions/0157. Very slow: about 20 minutes for two.
//
//   node --import tsx scripts/bench/interviews-callgrind.ts [--port=3226] [--requests=25] [--warm=25] DIR...
import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { interviewPath } from "~/domain/interviews";
import { STAFF_TEST_PASSWORD, StaffBrowser } from "#tests/support/staff";
import { createFreshDatabase } from "#tests/support/test-database";
import { HR, INTERVIEWER, laterHref, loadInterviewsInto, PAGES_DEEP } from "./interviews";

const checkouts = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (checkouts.length === 0) throw new Error("give one or more built checkouts");
const option = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const port = option("port", "3226");
const requests = Number(option("requests", "25"));
const warm = Number(option("warm", "25"));

/** Counts one checkout's pages under callgrind; prints millions of instructions per page. */
async function count(checkout: string, round: number, dataDir: string, url: string, firstInterview: number) {
  const env = {
    ...process.env,
    START_SERVER: "1",
    HOST: "127.0.0.1",
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    REDIS_URL: "",
    RATE_LIMIT_POSTS_PER_MINUTE: "0",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  };
  const callgrind = ["--tool=callgrind", "--instr-atstart=no", "--callgrind-out-file=/dev/null"];
  const child = spawn("valgrind", [...callgrind, process.execPath, "--import", "tsx", "server/main.ts"], {
    cwd: checkout,
    env,
    stdio: "ignore",
  });
  // vgdb names its pipes after HOST, which the server's environment sets: callgrind_control must say the same.
  const control = (...args: string[]) =>
    execFileSync("callgrind_control", [...args, String(child.pid)], { env, encoding: "utf8" });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      if (child.exitCode !== null) throw new Error("the server under valgrind exited");
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    const hr = new StaffBrowser(base);
    const interviewer = new StaffBrowser(base);
    if ((await hr.signIn(HR, STAFF_TEST_PASSWORD)).status !== 302) throw new Error("signing in as HR failed");
    if ((await interviewer.signIn(INTERVIEWER(0), STAFF_TEST_PASSWORD)).status !== 302)
      throw new Error("signing in as an interviewer failed");
    let later = "/staff/interviews?scope=all";
    for (let i = 0; i < PAGES_DEEP; i++) later = await laterHref(hr, later);
    const pages: [string, StaffBrowser, string][] = [
      ["All, first page", hr, "/staff/interviews?scope=all"],
      [`All, page ${PAGES_DEEP + 1}`, hr, later],
      ["One interview's page", hr, interviewPath(firstInterview)],
      ["Mine, an interviewer with 1,000", interviewer, "/staff/interviews"],
    ];
    for (const [name, browser, page] of pages) {
      const get = async () => {
        const res = await browser.get(page);
        for await (const _ of res.body as unknown as AsyncIterable<Uint8Array>);
        if (res.status !== 200) throw new Error(`${page} answered ${res.status}`);
      };
      for (let i = 0; i < warm; i++) await get();
      control("-i", "on");
      control("-z");
      for (let i = 0; i < requests; i++) await get();
      const counts = [...control("-e", "Ir").matchAll(/Th\s+\d+\s+([\d,]+)/g)].map((m) =>
        Number(m[1]!.replace(/,/g, "")),
      );
      control("-i", "off");
      const perPage = (ir: number) => (ir / requests / 1e6).toFixed(1);
      console.log(
        `${path.basename(checkout)}, round ${round}, ${name}: M instructions/page main thread ${perPage(counts[0]!)}, all threads ${perPage(counts.reduce((a, b) => a + b, 0))}`,
      );
    }
  } finally {
    child.kill("SIGKILL");
  }
}

const fresh = await createFreshDatabase("sqlite");
try {
  const firstInterview = await loadInterviewsInto(fresh);
  for (const round of [1, 2])
    for (const checkout of round === 1 ? checkouts : [...checkouts].reverse())
      await count(path.resolve(checkout), round, fresh.dataDir, fresh.url, firstInterview);
} finally {
  await fresh.drop();
}
