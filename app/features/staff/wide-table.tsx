import type { ReactNode } from "react";

/**
 * A table that may be wider than a phone: it scrolls sideways, and can take the focus so a keyboard can
 * scroll it too.
 */
export function WideTable({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`overflow-x-auto ${className}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
