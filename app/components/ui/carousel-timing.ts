/**
 * Embla Carousel's `duration` option is not a time: it is the stiffness of the spring that moves the
 * slides (Embla's ScrollBody adds `displacement / duration` to the velocity and multiplies it by a
 * friction of 0.68 on every 1/60 s step). To get a transition of a given length in milliseconds we
 * run the same arithmetic and pick the duration whose movement comes to rest in that time.
 */
const STEP_MS = 1000 / 60;
const FRICTION = 0.68;
/**
 * "At rest" means within 0.1% of the distance: one pixel on a 1000 px slide, so the last visible
 * movement has ended.
 */
const AT_REST = 0.001;
/**
 * Below about 18.5 the spring overshoots and the time is no longer monotonic in the duration; Embla
 * recommends 20 to 60, so we search within [18.5, 60].
 */
const MIN_DURATION = 18.5;
const MAX_DURATION = 60;

/** Milliseconds Embla takes to bring a slide to rest with the given `duration` option. */
export function emblaTransitionMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  let lastMoving = 0;
  for (let step = 1; step <= 2000; step++) {
    velocity = (velocity + (1 - location) / duration) * FRICTION;
    location += velocity;
    if (Math.abs(1 - location) >= AT_REST) lastMoving = step;
    else if (step - lastMoving > 30) break;
  }
  return (lastMoving + 1) * STEP_MS;
}

/** The `duration` option that makes Embla's transitions last `ms` milliseconds (within one frame). */
export function emblaDurationFor(ms: number): number {
  let lo = MIN_DURATION;
  let hi = MAX_DURATION;
  if (ms <= emblaTransitionMs(lo)) return lo;
  if (ms >= emblaTransitionMs(hi)) return hi;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (emblaTransitionMs(mid) < ms) lo = mid;
    else hi = mid;
  }
  return Math.round(hi * 100) / 100;
}
