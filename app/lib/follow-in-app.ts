import { type MouseEvent, useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * A click handler for plain `<a href>` links to this app's pages in a long list: what React Router's
 * `<Link>` does on a click (a client-side navigation on a plain left click, the browser's own way for a
 * modified or middle click or another target), without `<Link>`'s hooks per link, which were a tenth of
 * /staff/interviews' server time at 200 links a page (docs/decisions/0157). Such an anchor carries
 * `data-discover="true"` as `<Link>` renders it, so that its HTML stays the same.
 */
export function useFollowInApp(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event) => {
      const link = event.currentTarget;
      const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
      if (event.defaultPrevented || event.button !== 0 || modified || (link.target && link.target !== "_self")) return;
      event.preventDefault();
      void navigate(link.getAttribute("href")!);
    },
    [navigate],
  );
}
