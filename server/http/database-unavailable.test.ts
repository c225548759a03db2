import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";

describe("isDatabaseUnavailable", () => {
  it.each([
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
    Object.assign(new Error("connection failure"), { code: "08006" }),
    new Error("Connection terminated unexpectedly"),
    new Error("timeout exceeded when trying to connect"),
    new Error("query failed", { cause: Object.assign(new Error("reset"), { code: "ECONNRESET" }) }),
  ])("counts %s as unavailable", (err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: "23505" }),
    Object.assign(new Error('relation "x" does not exist'), { code: "42P01" }),
    new Error("something else"),
    null,
    "text",
  ])("does not count %s", (err) => expect(isDatabaseUnavailable(err)).toBe(false));
});
