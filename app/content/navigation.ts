import { productIndex } from "./product-index";

export type NavLink = { label: string; href: string };
export type NavMenu = { label: string; links: NavLink[] };

/** Every 'Schedule a Demo' button leads to the demo booking page (docs/product.md §2.20). */
export const demoHref = "/demo";

export const mainMenus: NavMenu[] = [
  {
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
    label: "Services",
    links: [
      { label: "Software Services", href: "/service/software" },
      { label: "Consultancy Services", href: "/service/consultancy" },
    ],
  },
  {
    label: "Products",
    links: productIndex.map((p) => ({ label: p.name, href: `/product/${p.slug}` })),
  },
];

export const mainLinks: NavLink[] = [
  { label: "Careers", href: "/careers" },
  { label: "Contact Us", href: "/contact-us" },
];

export const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Use", href: "/terms" },
];
