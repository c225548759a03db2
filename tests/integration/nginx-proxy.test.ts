import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESUME_FILE_MAX_BYTES } from "~/domain/resume-file";
import { bodyLimits } from "~/shared/request-limits";
import { freePort, startChildServer, type ChildServer } from "#tests/support/child-server";
import { contactMessage, resumeRequest, resumeUpload } from "#tests/support/factories";
import { connectH2, h2JsonHeaders, h2Request } from "#tests/support/h2-client";
import { nginxBinary, selfSignedCertificate, startSiteProxy } from "#tests/support/nginx";
import { redisForTests, testRedisUrl } from "#tests/support/redis";
import { samplePdf } from "#tests/support/sample-files";
import { createFreshDatabase, testEngine } from "#tests/support/test-database";

/**
 * deploy/nginx.conf in front of two app processes on one database, over TLS (a certificate the test
 * makes) and HTTP/2: pages and forms work through it, the app sees the client's own address (and rate
 * limits count it, with Redis shared by both processes), the largest
 * upload passes and one byte more gets the site's own 413, hashed assets are kept by nginx, /metrics is
 * not reachable, and with one process stopped the site still answers.
 */
const root = path.resolve(import.meta.dirname, "../..");
/** The client connects from a loopback address of its own, so "the client's address" differs from nginx's. */
const CLIENT_ADDRESS = "127.0.0.2";
/** Posts a client address may make to one endpoint each minute; counted in Redis across both processes. */
const POSTS_PER_MINUTE = 20;
const haveRedis = await redisForTests();

describe.skipIf(!nginxBinary() && process.env.REQUIRE_NGINX !== "1")(
  `nginx in front of two processes (${testEngine})`,
  () => {
    const work = mkdtempSync(path.join(tmpdir(), "proxy-test-"));
    let database: Awaited<ReturnType<typeof createFreshDatabase>>;
    const apps: ChildServer[] = [];
    let proxy: Awaited<ReturnType<typeof startSiteProxy>>;
    let session: http2.ClientHttp2Session;
    let ca: Buffer;
    let origin = "";

    beforeAll(async () => {
      const { cert, key } = selfSignedCertificate(work);
      ca = readFileSync(cert);
      database = await createFreshDatabase(testEngine);
      const httpsPort = await freePort();
      origin = `https://localhost:${httpsPort}`;
      const env = {
        DATABASE_URL: database.url,
        TRUST_PROXY: "1",
        SITE_URL: origin,
        TOKEN_SECRET: "proxy-test-secret-0123456789abcdefghij",
        ...(haveRedis ? { REDIS_URL: testRedisUrl, RATE_LIMIT_POSTS_PER_MINUTE: String(POSTS_PER_MINUTE) } : {}),
      };
      // One after the other: the second finds the database migrated (starting at once is tested elsewhere).
      apps.push(await startChildServer({ env }));
      apps.push(await startChildServer({ env }));
      proxy = await startSiteProxy(path.join(root, "deploy/nginx.conf"), {
        httpsPort,
        httpPort: await freePort(),
        upstreams: apps.map((a) => a.port),
        cert,
        key,
      });
      for (let i = 0; ; i++) {
        try {
          session = await connect();
          break;
        } catch (error) {
          if (i > 100) throw new Error(`nginx did not answer: ${String(error)} ${proxy.errorLog()}`);
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    }, 120_000);

    afterAll(async () => {
      session?.close();
      await proxy?.stop();
      await Promise.all(apps.map((a) => a.stop()));
      await database?.drop();
      rmSync(work, { recursive: true, force: true });
    });

    const connect = (localAddress = CLIENT_ADDRESS) => connectH2(origin, ca, localAddress);
    const request = (
      pathname: string,
      { via = session, ...options }: Parameters<typeof h2Request>[2] & { via?: http2.ClientHttp2Session } = {},
    ) => h2Request(via, pathname, options);
    const jsonHeaders = () => h2JsonHeaders(session);

    it("serves pages over TLS and HTTP/2", async () => {
      expect(session.alpnProtocol).toBe("h2");
      const home = await request("/");
      expect(home.status).toBe(200);
      expect(home.body.toString()).toContain("<html");
      expect((await request("/careers")).status).toBe(200);
    });

    it("hands the client's own address on: the app sees it, not nginx's, whatever the client claims", async () => {
      const seen = await request("/api/General/GetMyIpAddress", { headers: { "x-forwarded-for": "203.0.113.9" } });
      expect(JSON.parse(seen.body.toString())).toEqual({ Data: CLIENT_ADDRESS });
    });

    it("takes a contact form's post, and a resume of the largest size allowed", async () => {
      const headers = await jsonHeaders();
      const message = await request("/api/Message/PostMessage", {
        method: "POST",
        headers,
        body: JSON.stringify(contactMessage({ Subject: "Through the proxy" })),
      });
      expect(message.status).toBe(200);
      const largest = samplePdf("Curriculum vitae", RESUME_FILE_MAX_BYTES);
      expect(largest.length).toBe(RESUME_FILE_MAX_BYTES);
      const resume = await request("/api/Career/PostCandidate", {
        method: "POST",
        headers,
        body: JSON.stringify(resumeRequest(resumeUpload("largest.pdf", largest))),
      });
      expect(resume.status).toBe(200);
    });

    it("passes a body of the largest size a resume post may have, and answers one byte more with the site's 413", async () => {
      const headers = await jsonHeaders();
      const post = async (bytes: number) => {
        // A JSON body padded with spaces to exactly `bytes`: the app reads all of it or refuses it for its size.
        const json = JSON.stringify(resumeRequest());
        return request("/api/Career/PostCandidate", {
          method: "POST",
          headers,
          body: json + " ".repeat(bytes - Buffer.byteLength(json)),
        });
      };
      expect((await post(bodyLimits.resume.bytes)).status).toBe(200);
      const over = await post(bodyLimits.resume.bytes + 1);
      expect(over.status).toBe(413);
      expect(JSON.parse(over.body.toString())).toEqual({ Message: bodyLimits.resume.tooLarge });
    });

    it("keeps hashed assets for a year, nginx answering them itself after the first time", async () => {
      const home = (await request("/")).body.toString();
      const asset = /\/assets\/[^"']+\.(?:js|css)/.exec(home)![0];
      const first = await request(asset);
      expect(first.status).toBe(200);
      expect(first.headers["cache-control"]).toContain("immutable");
      expect(first.headers["cache-control"]).toContain("max-age=31536000");
      const again = await request(asset);
      expect(again.headers["x-proxy-cache"]).toBe("HIT");
    });

    it.skipIf(!haveRedis)(
      "counts rate limits per client address, not per proxy, whatever the client claims",
      async () => {
        const other = await connect("127.0.0.3");
        try {
          const endpoint = `/api/limit-check-${randomUUID()}`;
          const post = async (via: http2.ClientHttp2Session, forged: string) =>
            (await request(endpoint, { method: "POST", headers: { "x-forwarded-for": forged }, body: "{}", via }))
              .status;
          // A new forged address on each post: were it believed, no budget would ever run out.
          for (let i = 0; i < POSTS_PER_MINUTE; i++) expect(await post(session, `203.0.113.${i}`)).not.toBe(429);
          expect(await post(session, "203.0.113.200")).toBe(429);
          // Another client, through the same proxy, has its own budget.
          expect(await post(other, "203.0.113.201")).not.toBe(429);
        } finally {
          other.close();
        }
      },
    );

    it("does not let /metrics out", async () => {
      expect((await request("/metrics")).status).toBe(404);
    });

    it("keeps answering, pages and forms, with one of the two processes stopped", async () => {
      await apps[0]!.stop();
      const headers = await jsonHeaders();
      for (let i = 0; i < 6; i++) {
        expect((await request("/")).status).toBe(200);
        const posted = await request("/api/Message/PostMessage", {
          method: "POST",
          headers,
          body: JSON.stringify(contactMessage({ Subject: `One process left ${i}` })),
        });
        expect(posted.status).toBe(200);
      }
    });
  },
);
