import type { ReactNode } from "react";
import { WideTable } from "./wide-table";

/**
 * A column heading: its text, or the text with options: `from` shows the column only from that screen
 * width up (the cells of that column say the same), `srOnly` keeps a heading for screen readers only.
 */
export type StaffColumn = string | { label: string; from?: "sm" | "md"; srOnly?: boolean };

// Whole class names, so that Tailwind finds them in this file.
const SHOWN_FROM = { sm: "sm:table-cell", md: "md:table-cell" } as const;

function HeadingRow({ columns, cell, lastCell }: { columns: StaffColumn[]; cell: string; lastCell: string }) {
  return (
    <tr>
      {columns.map((c, i) => {
        const column = typeof c === "string" ? { label: c } : c;
        const base = i === columns.length - 1 ? lastCell : cell;
        return (
          <th
            key={column.label}
            scope="col"
            className={column.from ? `hidden ${base} ${SHOWN_FROM[column.from]}` : base}
          >
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        );
      })}
    </tr>
  );
}

/**
 * A console list page's table (inbox, jobs, audit trail, subscribers): framed on its own, shaded headings,
 * a caption for screen readers. With `phoneList` it is hidden below `md`, where the page shows the same
 * rows as `PhoneCards` instead. The caller gives the `<tbody>`.
 */
export function ListTable({
  label,
  caption,
  columns,
  minWidth = "",
  phoneList = false,
  children,
}: {
  label: string;
  caption: string;
  columns: StaffColumn[];
  /** A Tailwind `min-w-[…]` class, for a table that should scroll rather than squeeze. */
  minWidth?: string;
  phoneList?: boolean;
  children: ReactNode;
}) {
  const frame = "rounded-lg border border-slate-200 bg-white shadow-sm";
  return (
    <WideTable label={label} className={phoneList ? `hidden ${frame} md:block` : frame}>
      <table className={minWidth ? `w-full ${minWidth} text-left text-sm` : "w-full text-left text-sm"}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-300 bg-slate-50 text-slate-700">
          <HeadingRow columns={columns} cell="px-3 py-2 font-semibold" lastCell="px-3 py-2 font-semibold" />
        </thead>
        {children}
      </table>
    </WideTable>
  );
}

/**
 * A table inside a `StaffSection` card (a record's parts, a story's revisions, the outbox): no frame of
 * its own, plain headings. `caption` is shown above the table when given. The caller gives the `<tbody>`.
 */
export function SectionTable({
  label,
  caption,
  columns,
  className,
  children,
}: {
  label: string;
  caption?: string;
  columns: StaffColumn[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <WideTable label={label} className={className}>
      <table className="w-full text-left text-sm">
        {caption && <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>}
        <thead className="border-b border-slate-200 text-slate-900">
          <HeadingRow columns={columns} cell="py-2 pr-4" lastCell="py-2" />
        </thead>
        {children}
      </table>
    </WideTable>
  );
}

/** On a phone, a list page's rows as cards (a wide table does not fit); `label` matches the table's. */
export function PhoneCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ol aria-label={label} className="space-y-3 md:hidden">
      {children}
    </ol>
  );
}

/** One row of `PhoneCards`. */
export function PhoneCard({ children }: { children: ReactNode }) {
  return <li className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">{children}</li>;
}

/** A card's facts: a term and its value a line. */
export function CardFacts({ children }: { children: ReactNode }) {
  return <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">{children}</dl>;
}

/** One fact of `CardFacts`; `valueClass` adds to the value's classes (`break-words`, `font-mono`). */
export function CardFact({ term, valueClass, children }: { term: string; valueClass?: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className={valueClass ? `${valueClass} text-slate-900` : "text-slate-900"}>{children}</dd>
    </>
  );
}
