/** Types of autocannon-run.mjs for the TypeScript parts of the bench (scripts/bench/newsletter.ts). */
export function load(opts: { title: string; url: string; connections?: number; duration?: number }): Promise<{
  title: string;
  requestsPerSec: number;
  p99Ms: number;
  p50Ms: number;
  total: number;
  ok2xx: number;
  errors: number;
}>;
