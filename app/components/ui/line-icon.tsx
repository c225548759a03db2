/** A line icon drawn for this site on a 24×24 grid, stroked in the current colour. */
export function LineIcon({ path, className }: { path: string; className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
