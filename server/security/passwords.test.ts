import { describe, expect, it } from "vitest";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords";

// Each hash takes a few hundred milliseconds by design (more on a busy machine).
describe("password hashing", { timeout: 60_000 }, () => {
  it("stores scrypt N=2^17, r=8, p=1 with a random salt, never the password", async () => {
    const a = await hashPassword("orbit-lantern-velvet-42");
    const b = await hashPassword("orbit-lantern-velvet-42");
    expect(a).toMatch(/^scrypt\$ln=17,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    // Not the password, nor its base64 (five letters of it may turn up in 65 random characters by chance).
    for (const stored of ["orbit-lantern-velvet-42", Buffer.from("orbit-lantern-velvet-42").toString("base64url")])
      expect(a).not.toContain(stored);
  });

  it("verifies the right password and refuses a wrong one, another hash's salt, or a damaged hash", async () => {
    const hash = await hashPassword("orbit-lantern-velvet-42");
    expect(await verifyPassword("orbit-lantern-velvet-42", hash)).toBe(true);
    expect(await verifyPassword("orbit-lantern-velvet-43", hash)).toBe(false);
    expect(await verifyPassword("Orbit-lantern-velvet-42", hash)).toBe(false);
    const [, params, salt, key] = hash.split("$");
    const other = (await hashPassword("orbit-lantern-velvet-42")).split("$")[2];
    expect(await verifyPassword("orbit-lantern-velvet-42", ["scrypt", params, other, key].join("$"))).toBe(false);
    expect(await verifyPassword("orbit-lantern-velvet-42", ["scrypt", params, salt].join("$"))).toBe(false);
    expect(await verifyPassword("orbit-lantern-velvet-42", "plain-text")).toBe(false);
    expect(await verifyPassword("orbit-lantern-velvet-42", "scrypt$ln=40,r=8,p=1$AAAA$AAAA")).toBe(false);
  });

  it("treats composed and decomposed accents as the same password", async () => {
    const hash = await hashPassword("caf\u00e9-au-lait-sans-sucre");
    expect(await verifyPassword("cafe\u0301-au-lait-sans-sucre", hash)).toBe(true);
  });

  it("answers false after a dummy check", async () => {
    expect(await verifyAgainstDummy("anything-at-all-here")).toBe(false);
  });
});

describe("a cheaper cost, as test servers use", () => {
  it("stores the cost it was given, and verifies hashes of any accepted cost", async () => {
    const cheap = await hashPassword("orbit-lantern-velvet-42", 10);
    expect(cheap).toMatch(/^scrypt\$ln=10,r=8,p=1\$/);
    expect(await verifyPassword("orbit-lantern-velvet-42", cheap)).toBe(true);
    expect(await verifyPassword("orbit-lantern-velvet-42", cheap.replace("ln=10", "ln=9"))).toBe(false);
    expect(await verifyAgainstDummy("anything-at-all-here", 10)).toBe(false);
  });
});
