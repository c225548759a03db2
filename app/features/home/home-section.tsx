import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

/** A white band of the home page: its centred heading block, then what the section shows. */
export function HomeSection({
  id,
  headingId,
  eyebrow,
  title,
  text,
  width = "max-w-7xl",
  children,
}: {
  /** The section's own id, when links point at it. */
  id?: string;
  headingId: string;
  eyebrow: string;
  title: string;
  text: string;
  width?: "max-w-7xl" | "max-w-4xl";
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className="bg-white py-20">
      <div className={`mx-auto ${width} px-4 sm:px-6 lg:px-8`}>
        <SectionHeading eyebrow={eyebrow} id={headingId} title={title} text={text} />
        {children}
      </div>
    </section>
  );
}
