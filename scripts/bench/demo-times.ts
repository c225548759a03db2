// The demo section of `npm run bench`: how long computing /demo's free times takes (app/domain/demo/availability.ts).
import { performance } from "node:perf_hooks";
import { freeTimes, zonedMoment, type Interval, type Presenter } from "~/domain/demo/availability";
import { productIndex } from "~/content/product-index";

const TZ = "Asia/Kolkata";
const RUNS = 500;

/**
 * 10 presenters (each presenting three products, Monday to Friday 09:30–17:30), every one with three
 * other demos a working day booked over the 15 days, and a visitor choosing three products: the free
 * times over the next 15 working days, computed RUNS times after a warm-up.
 */
export function benchDemoTimes() {
  const slugs = productIndex.map((p) => p.slug);
  const hours = [null, ...Array.from({ length: 5 }, () => ({ from: 570, to: 1050 })), null];
  const presenters: Presenter[] = Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    products: [slugs[i % slugs.length]!, slugs[(i + 3) % slugs.length]!, slugs[(i + 5) % slugs.length]!],
    hours,
  }));
  const now = Date.parse("2026-12-07T02:30:00Z");
  const busy = new Map<number, Interval[]>();
  for (const p of presenters) {
    const list: Interval[] = [];
    for (let d = 0; d < 21; d++) {
      const day = new Date(now + d * 86_400_000).toISOString().slice(0, 10);
      for (const m of [600 + p.id * 15, 780, 930 - p.id * 5]) {
        const start = zonedMoment(day, m, TZ);
        list.push({ start, end: start + 45 * 60_000 });
      }
    }
    busy.set(p.id, list);
  }
  const input = {
    now,
    timeZone: TZ,
    demoMinutes: 45,
    presenters,
    holidays: ["2026-12-25"],
    busy,
    products: [slugs[0]!, slugs[3]!, slugs[5]!],
  };
  for (let i = 0; i < 50; i++) freeTimes(input);
  const times: number[] = [];
  let offered = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    offered = freeTimes(input).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { runs: RUNS, offered, p50: at(0.5), p95: at(0.95), max: times.at(-1)! };
}

export function demoSection(r: ReturnType<typeof benchDemoTimes>, loadAverage: number): string {
  const ok = r.p95 < 30;
  return `## Demo free times (app/domain/demo/availability.ts, in process)

10 presenters with three products each and three other demos a working day, a visitor choosing three products, 15 working days ahead: ${r.runs} computations after a warm-up, ${r.offered} times offered. Load average when it ran: ${loadAverage.toFixed(1)}.

| p50 | p95 | max | Target (p95) | Verdict |
| --- | --- | --- | --- | --- |
| ${r.p50.toFixed(2)} ms | ${r.p95.toFixed(2)} ms | ${r.max.toFixed(2)} ms | under 30 ms | ${ok ? "met" : "**not met**"} |
`;
}
