import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./accepts-gzip";

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["*", true],
    ["br, *;q=0.1", true],
    [undefined, false],
    ["", false],
    ["br", false],
    ["identity", false],
    ["gzip;q=0", false],
    ["*, gzip;q=0", false],
    ["*;q=0", false],
  ])("%s -> %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
