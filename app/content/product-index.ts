/** Every product page (docs/product.md §2.7): slug (the URL segment), name and a one-line summary. */
export const productIndex = [
  {
    slug: "gi",
    name: "Core General Insurance",
    summary: "Policy, claims, reinsurance and accounts for general insurers.",
  },
  {
    slug: "gi-takaful",
    name: "Core Takaful General Insurance",
    summary: "Shariah-compliant general takaful with fund and surplus management.",
  },
  {
    slug: "medical",
    name: "Core Medical Insurance",
    summary: "Health insurance for in-house and TPA operations, with AI fraud checks.",
  },
  {
    slug: "broker",
    name: "Core Broking",
    summary: "Placement, servicing and commission accounting for insurance brokers.",
  },
  {
    slug: "ecrm",
    name: "Online Insurance Portal",
    summary: "E-commerce and CRM portals for customers, agents, brokers, banks and staff.",
  },
  { slug: "mobile", name: "Mobile App", summary: "iOS and Android apps for quotes, policies, renewals and claims." },
  { slug: "hrms", name: "Payroll & HR", summary: "Payroll, attendance, leave and HR records for insurance companies." },
  {
    slug: "bi",
    name: "Business Intelligence",
    summary: "Dashboards and regulatory analytics over your insurance data.",
  },
  {
    slug: "workflow",
    name: "Claims Workflow",
    summary: "Rules-driven routing, approvals and tracking for every claim.",
  },
  { slug: "qms", name: "Quotation Management", summary: "Fast, consistent quotations with underwriting referrals." },
  { slug: "survey", name: "Survey Management", summary: "Risk and claim surveys from assignment to report." },
] as const;

export type ProductSlug = (typeof productIndex)[number]["slug"];

export const productSlugs: readonly string[] = productIndex.map((p) => p.slug);

/** The six products the home page features (docs/product.md §2.3). */
export const featuredProductSlugs: readonly ProductSlug[] = ["gi", "medical", "broker", "ecrm", "hrms", "mobile"];

/**
 * Product links are matched case-insensitively (docs/product.md §2.7): a known product's path in any
 * other letter case (/product/GI, /Product/Gi, /PRODUCT/gi/) has one canonical, lowercase form.
 * Returns that form when the path differs from it, and null when the path is canonical or not a product.
 */
export function productRedirectPath(pathname: string): string | null {
  const match = /^\/product\/([^/]+)\/?$/i.exec(pathname);
  if (!match) return null;
  const canonical = `/product/${decodeSegment(match[1]!).toLowerCase()}`;
  if (!productSlugs.includes(canonical.slice("/product/".length))) return null;
  return canonical === pathname ? null : canonical;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Products chosen in a form: known slugs only, each once, in this list's order. */
export function chosenProducts(values: readonly unknown[]): string[] {
  const wanted = new Set(values.filter((v): v is string => typeof v === "string"));
  return productIndex.map((p) => p.slug).filter((s) => wanted.has(s));
}

/** A product's name by its slug (the slug itself for one no longer listed). */
export function productName(slug: string): string {
  return productIndex.find((p) => p.slug === slug)?.name ?? slug;
}
