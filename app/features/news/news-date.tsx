import { formatLongDate } from "~/domain/dates";

/** A story's date as 'March 7, 2026', machine-readable in `dateTime`. */
export function NewsDate({ date, className = "" }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatLongDate(date)}
    </time>
  );
}
