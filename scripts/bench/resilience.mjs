// Submissions while the server is killed with SIGKILL and restarted: every acknowledged one must be stored.
import { readFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import autocannon from "autocannon";
import { fetchXsrf, jsonPostHeaders } from "#tests/support/xsrf";
import { applicationFactory, contactMessage } from "./payloads.mjs";
import { startBenchServer } from "./server.mjs";

export async function killAndRestart({ port, seconds = 24, killEveryMs = 4000, workers = 6 }) {
  let server = await startBenchServer({ port });
  const { baseUrl: base, dataDir } = server;
  const makeApplication = await applicationFactory(base);
  const acknowledged = { contact: new Set(), application: new Set() };
  let sent = 0;
  let failed = 0;
  let kills = 0;
  const headers = jsonPostHeaders(await fetchXsrf(base));
  const stopAt = Date.now() + seconds * 1000;

  const killer = (async () => {
    while (Date.now() + killEveryMs < stopAt) {
      await new Promise((r) => setTimeout(r, killEveryMs));
      await server.stop("SIGKILL");
      kills++;
      // A restart that fails is counted by the workers' refused requests; the next round tries again.
      server = (await startBenchServer({ port, dataDir }).catch(() => null)) ?? server;
    }
  })();

  let n = 0;
  const worker = async () => {
    while (Date.now() < stopAt) {
      const i = n++;
      const isApplication = i % 3 === 0;
      const body = isApplication ? makeApplication(i) : contactMessage(i);
      const email = isApplication ? body.PersonalInfo.Email : body.Email;
      sent++;
      try {
        const res = await fetch(`${base}/api/${isApplication ? "Career/PostJobApplication" : "Message/PostMessage"}`, {
          method: "POST",
          headers,
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(5000),
        });
        const data = await res.json().catch(() => ({}));
        if (res.ok && (!isApplication || data.Status === 1))
          acknowledged[isApplication ? "application" : "contact"].add(email);
        else failed++;
      } catch {
        failed++;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  await Promise.all([killer, ...Array.from({ length: workers }, worker)]);
  await server.stop("SIGTERM");

  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  const storedContacts = new Set(db.prepare("select email from contact_messages").pluck().all());
  const storedApplications = new Set(db.prepare("select email from job_applications").pluck().all());
  db.close();
  const lostContacts = [...acknowledged.contact].filter((e) => !storedContacts.has(e)).length;
  const lostApplications = [...acknowledged.application].filter((e) => !storedApplications.has(e)).length;
  return {
    seconds,
    kills,
    sent,
    failedOrRefused: failed,
    acknowledgedContacts: acknowledged.contact.size,
    acknowledgedApplications: acknowledged.application.size,
    storedContacts: storedContacts.size,
    storedApplications: storedApplications.size,
    lost: lostContacts + lostApplications,
  };
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

/** 50 connections for a while on pages and the API; RSS sampled every 5 s. */
export async function memoryUnderLoad({ port, seconds = 60 }) {
  const server = await startBenchServer({ port });
  const xsrf = await fetchXsrf(server.baseUrl);
  // Warm up so the first sample is not the cold start.
  await autocannon({ url: server.baseUrl, connections: 10, duration: 3 });
  const samples = [rssKb(server.child.pid)];
  const timer = setInterval(() => samples.push(rssKb(server.child.pid)), 5000);
  let i = 0;
  const result = await autocannon({
    url: server.baseUrl,
    connections: 50,
    duration: seconds,
    requests: [
      { method: "GET", path: "/" },
      { method: "GET", path: "/product/gi" },
      { method: "GET", path: "/careers" },
      { method: "GET", path: "/api/News/GetAllNews/3" },
      {
        method: "POST",
        path: "/api/Message/PostMessage",
        headers: jsonPostHeaders(xsrf),
        setupRequest: (req) => ({ ...req, body: JSON.stringify(contactMessage(`m${i++}`)) }),
      },
    ],
  });
  clearInterval(timer);
  samples.push(rssKb(server.child.pid));
  await server.stop();
  const mb = (kb) => Math.round(kb / 102.4) / 10;
  const firstHalf = samples.slice(1, Math.ceil(samples.length / 2));
  const secondHalf = samples.slice(Math.ceil(samples.length / 2));
  const avg = (a) => a.reduce((s, x) => s + x, 0) / Math.max(1, a.length);
  return {
    seconds,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + (result.non2xx ?? 0),
    rssStartMb: mb(samples[0]),
    rssEndMb: mb(samples.at(-1)),
    rssMaxMb: mb(Math.max(...samples)),
    secondHalfVsFirstHalfPct: Math.round(((avg(secondHalf) - avg(firstHalf)) / avg(firstHalf)) * 1000) / 10,
    samplesMb: samples.map(mb),
  };
}
