import autocannon from "autocannon";

/** Runs autocannon and returns the figures the report needs. */
export async function load(opts) {
  const result = await autocannon({ connections: 50, duration: 10, ...opts });
  const non2xx = result.non2xx ?? 0;
  return {
    title: opts.title,
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    total: result.requests.total,
    ok2xx: result["2xx"],
    errors: result.errors + result.timeouts + non2xx,
  };
}
