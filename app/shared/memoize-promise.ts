/**
 * Cache a promise, forget it on failure: for values worth fetching once (reference lists, the server
 * build, the visitor's IP address). Concurrent callers share the one pending promise; a rejected
 * promise, or a resolved value that `keep` refuses (a failure reported as a value), is forgotten so the
 * next call tries again instead of repeating the failure for the life of the cache.
 */
export type MemoizeOptions<T> = {
  /** Whether a resolved value may be kept; every value may when absent. */
  keep?: (value: T) => boolean;
  /** How long a value is reused, counted from when it was asked for; for ever when absent. */
  maxAgeMs?: number;
  /** The clock, injectable so a test can move past `maxAgeMs` without waiting. */
  now?: () => number;
};

type Entry<T> = { promise: Promise<T>; expiresAt: number };

/** One promise per key, as described above. */
export function memoizePromiseByKey<K, T>(
  load: (key: K) => Promise<T>,
  { keep, maxAgeMs = Infinity, now = Date.now }: MemoizeOptions<T> = {},
) {
  const entries = new Map<K, Entry<T>>();

  function get(key: K): Promise<T> {
    const t = now();
    const held = entries.get(key);
    if (held && held.expiresAt > t) return held.promise;
    const entry: Entry<T> = { promise: start(load, key), expiresAt: t + maxAgeMs };
    entries.set(key, entry);
    // Only this entry is forgotten: a newer one for the same key may have replaced it meanwhile.
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    entry.promise.then((value) => {
      if (keep && !keep(value)) forget();
    }, forget);
    return entry.promise;
  }

  /** Milliseconds until the value held for `key` expires: 0 when none is held, negative once expired. */
  function msLeft(key: K): number {
    const entry = entries.get(key);
    return entry ? entry.expiresAt - now() : 0;
  }

  /** Forgets every value held: the next call loads afresh (a load under way is not kept either). */
  function clear() {
    entries.clear();
  }

  return Object.assign(get, { msLeft, clear });
}

/** One promise, as described above. */
export function memoizePromise<T>(load: () => Promise<T>, options?: MemoizeOptions<T>) {
  const byKey = memoizePromiseByKey<null, T>(load, options);
  return Object.assign(() => byKey(null), { msLeft: () => byKey.msLeft(null), clear: byKey.clear });
}

/** A load that throws before returning its promise fails like one that rejects. */
function start<K, T>(load: (key: K) => Promise<T>, key: K): Promise<T> {
  try {
    return load(key);
  } catch (err) {
    return Promise.reject(err);
  }
}
