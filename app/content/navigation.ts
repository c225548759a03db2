import { productIndex } from "./product-index";

export type NavLink = { label: string; href: string };
/** A menu; `key` names its heading in every language (app/content/messages/shell.en.ts). */
export type NavMenu = { key: "company" | "services" | "products"; label: string; links: NavLink[] };

/** Every 'Schedule a Demo' button leads to the demo booking page (docs/product.md §2.20). */
export const demoHref = "/demo";

/** A product's page. */
export const productPath = (slug: string) => `/product/${slug}`;

export const mainMenus: NavMenu[] = [
  {
    key: "company",
    label: "Company",
    links: [
      { label: "About Us", href: "/company/about-us" },
      { label: "Expertise", href: "/company/expertise" },
      { label: "Our Team", href: "/company/team" },
      { label: "Clients", href: "/company/client" },
      { label: "News", href: "/company/news-list" },
    ],
  },
  {
    key: "services",
    label: "Services",
    links: [
      { label: "Software Services", href: "/service/software" },
      { label: "Consultancy Services", href: "/service/consultancy" },
    ],
  },
  {
    key: "products",
    label: "Products",
    links: productIndex.map((p) => ({ label: p.name, href: productPath(p.slug) })),
  },
];

/** The menus with the Products menu listing these products (the live ones, as marketing published them). */
export function menusWithProducts(products: readonly { slug: string; name: string }[]): NavMenu[] {
  return mainMenus.map((m) =>
    m.key === "products" ? { ...m, links: products.map((p) => ({ label: p.name, href: productPath(p.slug) })) } : m,
  );
}

export const mainLinks: NavLink[] = [
  { label: "Careers", href: "/careers" },
  { label: "Contact Us", href: "/contact-us" },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Use", href: "/terms" },
];
