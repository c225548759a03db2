/** A visit ends after this long without a view (as Plausible and Google Analytics count them). */
export const VISIT_GAP_MS = 30 * 60_000;

/**
 * The first view of the visit still going on at `now`, from one visitor's views of the day in any order;
 * undefined when the last view is more than VISIT_GAP_MS before `now` (the visit has ended) or there is
 * none. Views after `now` are ignored.
 */
export function visitLanding<V extends { at: number }>(views: readonly V[], now: number): V | undefined {
  const sorted = views.filter((v) => v.at <= now).sort((a, b) => a.at - b.at);
  let i = sorted.length - 1;
  if (i < 0 || now - sorted[i]!.at > VISIT_GAP_MS) return undefined;
  while (i > 0 && sorted[i]!.at - sorted[i - 1]!.at <= VISIT_GAP_MS) i--;
  return sorted[i];
}
