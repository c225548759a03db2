import { startTransition, useEffect, useState } from "react";

/**
 * The browser's own zone once hydrated; null on the server, without JavaScript and in the first render
 * (so it matches the server's HTML). It arrives in a transition: the times it adds to a long list of free
 * times render in React's short, interruptible slices instead of one long task after hydration.
 */
export function useVisitorZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone || null;
    startTransition(() => setZone(own));
  }, []);
  return zone;
}
