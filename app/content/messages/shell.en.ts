/**
 * The words of the public site's frame (header, footer, skip link, language switcher, the 404 and error
 * screens) in English; every other language's catalogue (shell.ts) must have each key: a missing one is a type
 * error. Imported by the client only as the fallback for screens drawn without the root loader's data.
 */
export const ENGLISH_SHELL = {
  skipToContent: "Skip to content",
  homePage: "home page",
  mainNav: "Main",
  mobileNav: "Mobile",
  menu: "Menu",
  scheduleDemo: "Schedule a Demo",
  /** The menus' and links' names, by the English address they lead to (a menu by its heading's key). */
  menus: { company: "Company", services: "Services", products: "Products" },
  links: {
    "/company/about-us": "About Us",
    "/company/expertise": "Expertise",
    "/company/team": "Our Team",
    "/company/client": "Clients",
    "/company/news-list": "News",
    "/service/software": "Software Services",
    "/service/consultancy": "Consultancy Services",
    "/careers": "Careers",
    "/contact-us": "Contact Us",
    "/privacy-policy": "Privacy Policy",
    "/terms": "Terms of Use",
  },
  language: "Language",
  /** The name of a page banner's trail of links (app/components/layout/breadcrumb.tsx). */
  breadcrumb: "Breadcrumb",
  footer: {
    about: "{tagline} for insurers, brokers, reinsurers and takaful operators since {year}.",
    social: "Social links",
    opensInNewTab: "(opens in a new tab)",
    quickLinks: "Quick links",
    quickLinksHeading: "Quick Links",
    ourProducts: "Our Products",
    ourServices: "Our Services",
    supportPortal: "Support Portal",
    rights: "© {year} {company}. All rights reserved.",
  },
  notFound: {
    title: "Page Not Found",
    text: "The page you are looking for might have been removed, renamed or be unavailable for now.",
    home: "Go to Home",
  },
  error: {
    title: "Something went wrong",
    text: "We could not show this page just now. Please try again in a moment, or go back to the home page.",
    home: "Go to Home",
  },
  /** Above a page whose words are partly not yet translated. */
  untranslated: "Parts of this page are not yet translated and are shown in English.",
};

export type ShellMessages = typeof ENGLISH_SHELL;

/** A message with its {placeholders} filled. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
