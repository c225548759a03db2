import { describe, expect, it } from "vitest";
import { createRequestRate } from "./request-rate";

describe("the request rate", () => {
  it("says how many requests a second arrived in the last full second, or in this one once it holds more", () => {
    let t = 0;
    const rate = createRequestRate(() => t);
    expect(rate.perSecond()).toBe(0);
    for (let i = 0; i < 30; i++) rate.count();
    expect(rate.perSecond()).toBe(30);
    t = 1500;
    rate.count();
    expect(rate.perSecond()).toBe(30);
    for (let i = 0; i < 40; i++) rate.count();
    expect(rate.perSecond()).toBe(41);
  });

  it("forgets requests older than two windows", () => {
    let t = 0;
    const rate = createRequestRate(() => t);
    for (let i = 0; i < 50; i++) rate.count();
    t = 1200;
    expect(rate.perSecond()).toBe(50);
    t = 2100;
    expect(rate.perSecond()).toBe(0);
    t = 9000;
    rate.count();
    expect(rate.perSecond()).toBe(1);
  });
});
