import { useEffect, useState } from "react";

/**
 * True once React has hydrated the page in the browser. Forms mark themselves with it
 * (data-enhanced) so tests and styles can tell the JavaScript path from the plain HTML one.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
