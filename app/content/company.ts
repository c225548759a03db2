import type { SiteContact } from "~/domain/site-content/published";
import { siteConfig } from "./site-config";

/** The company's claims (docs/product.md §1.3): founded 2008, 120+ projects, 40+ insurers, 100+ staff. */
export type CompanyFact = { value: string; label: string };

export const companyFacts: CompanyFact[] = [
  { value: String(siteConfig.foundedYear), label: "Founded" },
  { value: "120+", label: "Projects delivered" },
  { value: "40+", label: "Insurers served" },
  { value: "100+", label: "Staff" },
];

export const projectSuccess = {
  value: "100%",
  title: "Project success rate",
  text: "Every implementation we have started has gone live and is still in use. We plan carefully, put experienced insurance people on every project and stay with our clients long after go-live.",
};

/** The about us and expertise pages a fresh site starts with (server/seed/site-content.ts). */
export const aboutUs = {
  title: "About Us",
  description:
    "Kavach InsureTech has built core insurance software for insurers, brokers, reinsurers and takaful operators in India and the Gulf since 2008. Our story, values and way of working.",
  lead: "We build the systems insurers run on, and we stay to keep them running.",
  story: [
    `${siteConfig.name} was founded in Kochi in ${siteConfig.foundedYear} by insurance technologists who had spent their careers building and running core systems for general insurers. They saw insurers struggling with software that was either too rigid to follow their products or too generic to understand insurance, and set out to build something better.`,
    "Our first core general insurance system went live with a mid-sized insurer in 2010. Since then we have delivered more than 120 projects for over 40 insurers, brokers, reinsurers and takaful operators, opened our regional office in Dubai in 2014 to serve clients across the Gulf, and grown to a team of more than 100 people.",
    "We remain an independent, engineer-led company. Our products are built in-house in Kochi, our services teams work on site in India and the Gulf, and our clients talk to the people who write the code.",
  ],
  valuesHeading: "What we stand for",
  values: [
    {
      title: "Insurance first",
      text: "We hire and train people who understand underwriting, claims and reinsurance, not just software. Conversations with our clients start with their business.",
    },
    {
      title: "Finish what we start",
      text: "Every project we have started has gone live. We would rather say no to a deadline than miss one.",
    },
    {
      title: "Long relationships",
      text: "Most of our clients have been with us for more than five years. We earn renewals with support that answers and upgrades that arrive on time.",
    },
    {
      title: "Security by habit",
      text: "Policyholder data is entrusted to our clients and, through them, to us. We build and operate with that responsibility in mind.",
    },
  ],
  milestonesHeading: "Milestones",
  milestones: [
    { year: "2008", text: "Founded in Kochi, Kerala." },
    { year: "2010", text: "First core general insurance system goes live." },
    { year: "2014", text: "Regional office opens in Dubai; first takaful operator goes live." },
    { year: "2017", text: "Medical insurance and TPA platform launched." },
    { year: "2020", text: "Online insurance portal and mobile apps launched." },
    { year: "2023", text: "AI claims fraud check added to the medical platform." },
  ],
};

export const expertise = {
  title: "Expertise",
  description:
    "Where Kavach InsureTech's expertise lies: general, health and takaful insurance, broking, reinsurance, regulatory compliance in India and the Gulf, and the technology that runs them.",
  lead: "Fifteen years of insurance projects, distilled into a few things we do very well.",
  areasHeading: "Insurance, in depth",
  areas: [
    {
      title: "General insurance operations",
      text: "Motor, property, marine, engineering and liability: product design, underwriting controls, claims and co-insurance as practised by Indian and Gulf insurers.",
    },
    {
      title: "Health insurance and TPAs",
      text: "Group and retail health, cashless networks, hospital tariffs and claims adjudication, for insurers and third-party administrators alike.",
    },
    {
      title: "Takaful",
      text: "Wakala and mudaraba models, participants' fund accounting, retakaful and surplus distribution approved by Shariah boards.",
    },
    {
      title: "Broking and reinsurance",
      text: "Placement across many insurers, treaty and facultative reinsurance, bordereaux and the accounts that tie them together.",
    },
    {
      title: "Regulatory compliance",
      text: "IRDAI returns and guidelines in India, and the requirements of the UAE, Oman and Qatar regulators, kept current in our products.",
    },
    {
      title: "Insurance accounting",
      text: "Premium, commission, reserves, reinsurance and claims posted to an integrated ledger, with month-end closes measured in hours.",
    },
  ],
  technologyHeading: "Technology we work with",
  technologyText: "Proven, supportable technology chosen for systems that insurers run for a decade or more.",
  technology: [
    "Web applications in Java and .NET on Oracle, SQL Server and PostgreSQL",
    "Native iOS and Android apps",
    "Integration with payment gateways, banks, the Vahan vehicle registry and government systems",
    "Machine learning for claims fraud detection",
    "Deployment on premises, in private clouds and on public clouds in India and the Gulf",
    "Information security aligned with ISO 27001",
  ],
};

/**
 * The company's Organization JSON-LD (schema.org), for the home page: its e-mail, phones and social pages
 * as marketing published them (`contact`); the postal address of the head office stays the configuration's.
 */
export function organizationJsonLd(siteUrl: string, contact: Pick<SiteContact, "email" | "phones" | "social">) {
  const india = siteConfig.offices[0];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    legalName: siteConfig.legalName,
    url: siteUrl + "/",
    logo: siteUrl + "/favicon.svg",
    foundingDate: String(siteConfig.foundedYear),
    email: contact.email,
    description: siteConfig.description,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${india.lines[0]}, ${india.lines[1]}`,
      addressLocality: "Kochi",
      addressRegion: "Kerala",
      postalCode: "682030",
      addressCountry: "IN",
    },
    contactPoint: contact.phones.map((p) => ({
      "@type": "ContactPoint",
      telephone: p.tel,
      contactType: "sales",
      areaServed: p.tel.startsWith("+971") ? "AE" : "IN",
      availableLanguage: ["English"],
    })),
    sameAs: contact.social.map((s) => s.href),
  };
}
