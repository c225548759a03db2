import { productIndex } from "./product-index";
import { siteConfig } from "./site-config";

/** The home page's own words; the sections take their facts from company.ts, products and testimonials. */
export const home = {
  title: siteConfig.name,
  description:
    "Kavach InsureTech builds core general, takaful, medical and broking insurance software, online portals and mobile apps for insurers, brokers, reinsurers and takaful operators in India and the Gulf.",
  banner: {
    eyebrow: "Insurance software since 2008",
    heading: "Core insurance software that runs the whole business",
    text: "Policy, claims, reinsurance and accounts for insurers, brokers, reinsurers and takaful operators across India and the Gulf, delivered by people who know insurance.",
    secondaryLabel: "Explore our products",
  },
  products: {
    heading: "Our Products",
    text: "Six platforms most of our clients start with. Each one runs on its own or together with the others, sharing one set of customer, policy and accounting data.",
    /** Counted from the product list, so a new product page changes it too. */
    allProductsLabel: `All ${productIndex.length} products`,
  },
  success: {
    heading: "Why insurers choose us",
  },
  testimonials: {
    heading: "What our clients say",
    text: "Managers of insurers and takaful operators on working with us.",
  },
  customers: {
    heading: "Featured customers and partners",
    text: "Insurers, reinsurers, brokers, takaful operators and TPAs across India and the Gulf.",
    allClientsLabel: "See the full client list",
  },
};
