import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** The links of a keyset-paged list, newest first: back to the top, the page before, the page after. */
export function KeysetPager({
  label,
  newestHref,
  newerHref,
  olderHref,
}: {
  label: string;
  newestHref: string | null;
  newerHref: string | null;
  olderHref: string | null;
}) {
  const links = [
    { text: "Newest", href: newestHref },
    { text: "Newer", href: newerHref },
    { text: "Older", href: olderHref },
  ];
  return (
    <nav aria-label={label} className="flex flex-wrap gap-3">
      {links.map(
        (l) =>
          l.href && (
            <Link key={l.text} to={l.href} className={buttonClass("secondary-small")}>
              {l.text}
            </Link>
          ),
      )}
    </nav>
  );
}
