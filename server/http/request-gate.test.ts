import { describe, expect, it } from "vitest";
import { isValidHost } from "./request-gate";

describe("isValidHost", () => {
  it.each(["localhost", "localhost:3000", "www.example.com", "127.0.0.1:8080", "[::1]", "[::1]:3000", "a-b.c_d:65535"])(
    "accepts %s",
    (host) => expect(isValidHost(host)).toBe(true),
  );
  it.each([
    undefined,
    "",
    "[::1",
    "a b",
    "localhost:99999999999",
    "localhost:65536",
    "a/b",
    "a@b",
    "host:",
    "é.example",
  ])("refuses %s", (host) => expect(isValidHost(host)).toBe(false));

  it("answers the same when asked again, and after more hosts than it remembers", () => {
    for (let i = 0; i < 100; i++) expect(isValidHost(`host${i}.example:${i}`)).toBe(true);
    expect(isValidHost("localhost:3000")).toBe(true);
    expect(isValidHost("localhost:3000")).toBe(true);
    // An IPv4 address out of range passes the character check; only the URL parser refuses it, every time.
    expect(isValidHost("1.2.3.999")).toBe(false);
    expect(isValidHost("1.2.3.999")).toBe(false);
  });
});
