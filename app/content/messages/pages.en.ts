/**
 * The words written in code of the content pages (products, services, about us, expertise, team, clients,
 * terms, privacy policy: their own words are marketing's, read from the site's content) in English; every
 * other language's catalogue (pages.ts) must have each key. Client code imports only this file: the route's
 * loader sends the page's own language.
 */
export const PAGES_EN = {
  crumbs: { home: "Home", products: "Products" },
  /** The closing band of most content pages. */
  demoCta: {
    title: "See it working on your own products",
    text: "Book a demonstration with our insurance specialists. We show the software on products and processes like yours, and answer your questions about implementation and support.",
    schedule: "Schedule a Demo",
    contact: "Contact Us",
  },
  product: {
    profile: "Product Profile",
    builtFor: "Built for",
    keyFeatures: "Key Features",
    otherProducts: "Other products",
  },
  services: {
    ctaTitle: "Tell us what you need",
    ctaText:
      "Whether it is one report or a complete implementation, our services team will propose a plan, a team and a price.",
  },
  about: { figures: "The company in figures" },
  team: { portraitAlt: "Portrait of {name}, {role}" },
  clients: { place: "{city}, {country}", logoAlt: "{name} logo" },
  legal: { updated: "Last updated: {date}" },
};

export type PagesMessages = typeof PAGES_EN;
