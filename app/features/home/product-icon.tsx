import { LineIcon } from "~/components/ui/line-icon";
import type { ProductSlug } from "~/content/product-index";

/** A line icon for each product. */
const paths: Record<ProductSlug, string> = {
  gi: "M12 3 4 6v6c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V6zM8.5 12l2.5 2.5 4.5-5",
  "gi-takaful": "M12 3 4 6v6c0 4.4 3.4 8.3 8 9 4.6-.7 8-4.6 8-9V6zM14.5 9.2a3.6 3.6 0 1 0 0 5.6 3 3 0 1 1 0-5.6z",
  medical: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10zM12 9v5M9.5 11.5h5",
  broker: "M3 12l4-4 5 3 4-3 5 4M7 8v9m10-9v9M3 21h18M12 11v3",
  ecrm: "M3 5h18v11H3zM8 20h8M12 16v4M7 9h4M7 12h7",
  mobile: "M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM11 18h2",
  hrms: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 7h5M16 11h5M18 15h3",
  bi: "M4 20V10m5 10V4m5 16v-7m5 7V8M3 20h18",
  workflow: "M4 4h6v5H4zM14 15h6v5h-6zM7 9v4a2 2 0 0 0 2 2h5M17 15v-3",
  qms: "M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h5",
  survey: "M9 4h6v3H9zM7 5H5v16h14V5h-2M8.5 13l2.5 2.5 4.5-5",
};

/** Products are site content keyed by slug (docs/decisions/0172); every seeded slug has its icon here. */
export function ProductIcon({ slug, className = "h-7 w-7" }: { slug: string; className?: string }) {
  const path = Object.hasOwn(paths, slug) ? paths[slug as ProductSlug] : undefined;
  return path ? <LineIcon path={path} className={className} /> : null;
}
