/** The heading block every home and content section starts with: a small eyebrow, a title and a lead. */
export function SectionHeading({
  eyebrow,
  title,
  text,
  id,
  align = "center",
}: {
  eyebrow?: string;
  title: string;
  text?: string;
  id?: string;
  align?: "center" | "left";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && <p className="text-sm font-bold uppercase tracking-widest text-brand-600">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-4 text-lg leading-8 text-slate-700">{text}</p>}
    </div>
  );
}
