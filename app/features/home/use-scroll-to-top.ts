import { useEffect } from "react";

/**
 * The home page scrolls smoothly to the top when it loads (docs/product.md §2.3), except when the
 * address asks for a section (/#SectionProduct), and without the animation under reduced motion.
 */
export function useScrollToTopOnLoad() {
  useEffect(() => {
    if (window.location.hash) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, []);
}
