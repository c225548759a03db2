import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

/** A console list's title with the link that starts a new record (a job, a story) beside it. */
export function ListHeading({ title, newHref, newLabel }: { title: string; newHref: string; newLabel: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-bold text-brand-950">{title}</h1>
      <Link to={newHref} className={buttonClass("primary")}>
        {newLabel}
      </Link>
    </div>
  );
}
