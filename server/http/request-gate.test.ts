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
});
