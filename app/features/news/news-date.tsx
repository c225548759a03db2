import { useShell } from "~/components/layout/use-shell";
import { formatLongDateIn } from "~/domain/locale/format";

/** A story's date as 'March 7, 2026' (in the page's language: '7 مارس 2026'), machine-readable in `dateTime`. */
export function NewsDate({ date, className = "" }: { date: string; className?: string }) {
  const { locale } = useShell();
  return (
    <time dateTime={date} className={className}>
      {formatLongDateIn(date, locale)}
    </time>
  );
}
