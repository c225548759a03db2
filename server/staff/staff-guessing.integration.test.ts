import { randomBytes, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signInLockedMessage, staffMessages } from "~/domain/staff/messages";
import { hashPassword, verifyPassword } from "#server/security/passwords";
import { auditRowsFor, createStaffUser, StaffBrowser, STAFF_TEST_PASSWORD } from "../../tests/support/staff";
import { serverForFile, startTestServer } from "#tests/support/test-server";
import { redisForTests, testRedisUrl } from "#tests/support/redis";

const haveRedis = await redisForTests();

// Each test signs in from its own made-up client address (the server trusts X-Forwarded-For here),
// so the per-address limit of one test never spills into another, or into another run sharing Redis.
// A random /64 of the IPv6 documentation range (the limit counts an IPv6 client by its /64): one of
// 2^32. A random pick among 250 IPv4 documentation addresses sometimes met the one another test had
// used up: the timing test's twelve sign-ins then got 429 (about one run of the file in twenty).
const fromAddress = () => {
  const hex = randomBytes(4).toString("hex");
  return { "x-forwarded-for": `2001:db8:${hex.slice(0, 4)}:${hex.slice(4)}::1` };
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const server = serverForFile({ env: { TRUST_PROXY: "loopback" } });

async function attempt(browser: StaffBrowser, email: string, password: string, headers: Record<string, string>) {
  const res = await browser.postForm("/staff/login", { email, password }, { headers });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

describe("sign-in guessing", () => {
  it(
    "locks an address for one client for 15 minutes after 5 failures, even for the right password, and no other",
    { timeout: 60_000 },
    async () => {
      const { email } = await createStaffUser(server);
      const other = await createStaffUser(server);
      const browser = new StaffBrowser(server.baseUrl);
      const client = fromAddress();
      for (let i = 1; i <= 4; i++) {
        const r = await attempt(browser, email, `wrong-password-${i}`, client);
        expect(r.status).toBe(401);
        expect(r.html).toContain(staffMessages.signInIncorrect);
      }
      const fifth = await attempt(browser, email, "wrong-password-5", client);
      expect(fifth.status).toBe(429);
      expect(fifth.html).toContain(signInLockedMessage(15));
      expect(signInLockedMessage(15)).toBe("Too many failed sign-ins for this email address. Try again in 15 minutes.");

      const right = await attempt(browser, email.toUpperCase(), STAFF_TEST_PASSWORD, client);
      expect(right.status).toBe(429);
      expect(right.html).toContain(signInLockedMessage(15));
      expect(browser.cookies.has("staff")).toBe(false);

      const otherAccount = await attempt(new StaffBrowser(server.baseUrl), other.email, STAFF_TEST_PASSWORD, client);
      expect(otherAccount.status).toBe(302);
    },
  );

  it("never stops the owner signing in from another client, however many failures come from one", async () => {
    const { email } = await createStaffUser(server);
    const attacker = fromAddress();
    for (let i = 1; i <= 4; i++)
      expect((await attempt(new StaffBrowser(server.baseUrl), email, `wrong-${i}`, attacker)).status).toBe(401);
    expect((await attempt(new StaffBrowser(server.baseUrl), email, "wrong-5", attacker)).status).toBe(429);
    expect((await attempt(new StaffBrowser(server.baseUrl), email, STAFF_TEST_PASSWORD, attacker)).status).toBe(429);
    const owner = await attempt(new StaffBrowser(server.baseUrl), email, STAFF_TEST_PASSWORD, fromAddress());
    expect(owner.status).toBe(302);
  });

  it("lets an admin clear an account's locks on its page, recorded in the audit trail", async () => {
    const { email, user } = await createStaffUser(server, { role: "hr" });
    const client = fromAddress();
    for (let i = 1; i <= 5; i++) await attempt(new StaffBrowser(server.baseUrl), email, `wrong-${i}`, client);
    expect((await attempt(new StaffBrowser(server.baseUrl), email, STAFF_TEST_PASSWORD, client)).status).toBe(429);

    const admin = await createStaffUser(server, { role: "admin" });
    const adminBrowser = new StaffBrowser(server.baseUrl);
    expect((await attempt(adminBrowser, admin.email, STAFF_TEST_PASSWORD, fromAddress())).status).toBe(302);
    const page = await adminBrowser.get(`/staff/users/${user.id}`);
    expect(await page.text()).toContain("Clear sign-in locks");
    const cleared = await adminBrowser.postForm(`/staff/users/${user.id}`, { intent: "unlock-sign-in" });
    expect(cleared.status).toBe(200);
    expect(await cleared.text()).toContain("every lock is cleared");

    expect((await attempt(new StaffBrowser(server.baseUrl), email, STAFF_TEST_PASSWORD, client)).status).toBe(302);
    const audit = await auditRowsFor(server, "staff.sign-in-unlocked", user.id);
    expect(audit).toEqual([expect.objectContaining({ actor_user_id: admin.user.id, target_id: String(user.id) })]);
  });

  it("answers 429 to a client address past 20 failed sign-ins in a minute", { timeout: 120_000 }, async () => {
    const browser = new StaffBrowser(server.baseUrl);
    const client = fromAddress();
    // Different unknown addresses, so no address lock gets in the way; all at once, so that twenty
    // password hashes fit in the minute's window even on a busy machine.
    await browser.xsrfToken(); // one token for all of them
    const failures = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attempt(browser, `guess-${i}-${randomUUID().slice(0, 6)}@staff.example`, "wrong-password-x", client),
      ),
    );
    expect(failures.map((r) => r.status)).toEqual(Array(20).fill(401));
    const limited = await attempt(browser, "someone-else@staff.example", "wrong-password-x", client);
    expect(limited.status).toBe(429);
    expect(limited.html).toContain(staffMessages.signInTooManyFromAddress);
    expect(limited.headers.get("retry-after")).toBe("60");
    // Another client address is not held back.
    const { email } = await createStaffUser(server);
    expect((await attempt(new StaffBrowser(server.baseUrl), email, STAFF_TEST_PASSWORD, fromAddress())).status).toBe(
      302,
    );
  });

  it("takes as long for an unknown address as for a known one (a dummy hash)", { timeout: 120_000 }, async () => {
    const hash = await hashPassword("timing-reference-passphrase");
    const hashTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await verifyPassword("timing-reference-wrong", hash);
      hashTimes.push(performance.now() - t);
    }
    const known = await Promise.all([0, 1].map(() => createStaffUser(server)));
    const browser = new StaffBrowser(server.baseUrl);
    const timeOf = async (email: string) => {
      const t = performance.now();
      const r = await attempt(browser, email, "not-the-password-at-all", fromAddress());
      expect(r.status).toBe(401);
      return performance.now() - t;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, three per known account (under the lock-out threshold).
    for (let i = 0; i < 6; i++) {
      knownTimes.push(await timeOf(known[i % 2]!.email));
      unknownTimes.push(await timeOf(`unknown-${randomUUID().slice(0, 8)}@staff.example`));
    }
    const difference = Math.abs(median(knownTimes) - median(unknownTimes));
    // Without the dummy hash the difference would be a whole hash time (the bound).
    expect(difference).toBeLessThan(median(hashTimes));
  });

  it.skipIf(!haveRedis)(
    "counts failures in Redis, so two processes lock an address together",
    { timeout: 60_000 },
    async () => {
      const second = await startTestServer({ env: { TRUST_PROXY: "loopback", REDIS_URL: testRedisUrl } });
      const first = await startTestServer({
        env: { TRUST_PROXY: "loopback", REDIS_URL: testRedisUrl, DATABASE_URL: second.databaseUrl },
      });
      try {
        const { email } = await createStaffUser(second);
        const client = fromAddress();
        for (let i = 0; i < 3; i++)
          expect((await attempt(new StaffBrowser(first.baseUrl), email, "wrong-password-a", client)).status).toBe(401);
        expect((await attempt(new StaffBrowser(second.baseUrl), email, "wrong-password-b", client)).status).toBe(401);
        const fifth = await attempt(new StaffBrowser(first.baseUrl), email, "wrong-password-c", client);
        expect(fifth.status).toBe(429);
        const right = await attempt(new StaffBrowser(second.baseUrl), email, STAFF_TEST_PASSWORD, client);
        expect(right.status).toBe(429);
        expect(right.html).toContain(signInLockedMessage(15));
      } finally {
        await first.stop();
        await second.close();
      }
    },
  );
});
