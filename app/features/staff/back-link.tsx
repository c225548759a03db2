import type { ReactNode } from "react";
import { Link } from "react-router";

/** The link at the top of a console record's page, back to the list it belongs to. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className="font-semibold text-brand-700 underline">
        {children}
      </Link>
    </p>
  );
}
