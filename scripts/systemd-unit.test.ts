import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * deploy/kavach-site@.service as systemd reads it: `systemd-analyze verify` on an instance (the template
 * alone is not checked) reports every unknown key or bad value, which systemd would otherwise ignore
 * with a line in the journal, leaving a hardening option silently off.
 */
const root = path.resolve(import.meta.dirname, "..");
const unitFile = path.join(root, "deploy/kavach-site@.service");
const unit = readFileSync(unitFile, "utf8");
const analyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].find((p) => existsSync(p));

describe("the systemd unit of one site process", () => {
  it.skipIf(!analyze)("passes systemd-analyze verify without a complaint", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "unit-"));
    try {
      // Debian's node is /usr/bin/node; this machine's may be elsewhere, and verify checks it exists.
      expect(unit).toContain("ExecStart=/usr/bin/node ");
      writeFileSync(path.join(dir, "kavach-site@.service"), unit.replace("/usr/bin/node", process.execPath));
      const verified = spawnSync(analyze!, ["verify", path.join(dir, "kavach-site@3001.service")], {
        encoding: "utf8",
      });
      expect(verified.stderr).toBe("");
      expect(verified.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("restarts on failure, listens on loopback at its instance's port, and runs the server", () => {
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^Environment=.*\bHOST=127\.0\.0\.1\b.*\bPORT=%i\b/m);
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node --import tsx server\/main\.ts$/m);
    expect(existsSync(path.join(root, "server/main.ts"))).toBe(true);
    // The instances the proxy sends to are the ports nginx.conf names.
    const nginx = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
    for (const port of ["3001", "3002"]) {
      expect(nginx).toContain(`server 127.0.0.1:${port} `);
      expect(unit).toContain(`kavach-site@${port}`);
    }
  });
});
