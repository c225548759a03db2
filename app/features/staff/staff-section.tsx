import type { ReactNode } from "react";

/** One part of a console page: a titled card (the heading names the region for screen readers). */
export function StaffSection({
  id,
  title,
  children,
  description,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-brand-950">
        {title}
      </h2>
      {description && <div className="mt-1 text-slate-700">{description}</div>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
