import { Link } from "react-router";
import { applicationStatusMessages as m } from "~/domain/application-status";

/**
 * Under the reference number after a submission: the private status link (docs/product.md §2.16),
 * shown once here and in the confirmation mail.
 */
export function StatusLinkLine({ href, className = "" }: { href: string; className?: string }) {
  return (
    <p className={`text-slate-800 ${className}`}>
      {m.summaryLinkIntro}{" "}
      <Link
        to={href}
        data-status-link
        className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
      >
        {m.summaryLinkLabel}
      </Link>
    </p>
  );
}
