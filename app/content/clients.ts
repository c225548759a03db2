import type { ClientKind } from "~/domain/site-content/company-pages";

/**
 * The client list a fresh site starts with (server/seed/site-content.ts; marketing edits it at
 * /staff/content). Every organisation here is fictional; logos are drawn for this site from `mark`
 * (initials) and `hue` (scripts that draw them read this list).
 */
export type Client = {
  slug: string;
  name: string;
  kind: ClientKind;
  city: string;
  country: "India" | "UAE" | "Oman" | "Qatar" | "Bahrain";
  mark: string;
  hue: number;
  featured?: boolean;
};

export const clients: Client[] = [
  {
    slug: "bharat-suraksha",
    name: "Bharat Suraksha General Insurance",
    kind: "Insurer",
    city: "Mumbai",
    country: "India",
    mark: "BS",
    hue: 210,
    featured: true,
  },
  {
    slug: "sahyadri-general",
    name: "Sahyadri General Insurance",
    kind: "Insurer",
    city: "Pune",
    country: "India",
    mark: "SG",
    hue: 150,
    featured: true,
  },
  {
    slug: "kerala-mutual",
    name: "Kerala Mutual Assurance",
    kind: "Insurer",
    city: "Thiruvananthapuram",
    country: "India",
    mark: "KM",
    hue: 25,
    featured: true,
  },
  {
    slug: "ganga-health",
    name: "Ganga Health Insurance",
    kind: "Insurer",
    city: "New Delhi",
    country: "India",
    mark: "GH",
    hue: 190,
  },
  {
    slug: "deccan-allied",
    name: "Deccan Allied Insurance",
    kind: "Insurer",
    city: "Hyderabad",
    country: "India",
    mark: "DA",
    hue: 270,
  },
  {
    slug: "coromandel-general",
    name: "Coromandel General Insurance",
    kind: "Insurer",
    city: "Chennai",
    country: "India",
    mark: "CG",
    hue: 5,
  },
  {
    slug: "emirates-shield",
    name: "Emirates Shield Insurance",
    kind: "Insurer",
    city: "Dubai",
    country: "UAE",
    mark: "ES",
    hue: 350,
    featured: true,
  },
  {
    slug: "al-noor-takaful",
    name: "Al Noor Takaful",
    kind: "Takaful operator",
    city: "Abu Dhabi",
    country: "UAE",
    mark: "AN",
    hue: 160,
    featured: true,
  },
  {
    slug: "muscat-national",
    name: "Muscat National Insurance",
    kind: "Insurer",
    city: "Muscat",
    country: "Oman",
    mark: "MN",
    hue: 40,
    featured: true,
  },
  {
    slug: "doha-crescent",
    name: "Doha Crescent Takaful",
    kind: "Takaful operator",
    city: "Doha",
    country: "Qatar",
    mark: "DC",
    hue: 300,
  },
  {
    slug: "gulf-pearl",
    name: "Gulf Pearl Insurance",
    kind: "Insurer",
    city: "Manama",
    country: "Bahrain",
    mark: "GP",
    hue: 200,
  },
  {
    slug: "sharjah-amanah",
    name: "Sharjah Amanah Takaful",
    kind: "Takaful operator",
    city: "Sharjah",
    country: "UAE",
    mark: "SA",
    hue: 120,
  },
  {
    slug: "indus-re",
    name: "Indus Reinsurance",
    kind: "Reinsurer",
    city: "Mumbai",
    country: "India",
    mark: "IR",
    hue: 230,
    featured: true,
  },
  {
    slug: "arabian-gulf-re",
    name: "Arabian Gulf Re",
    kind: "Reinsurer",
    city: "Dubai",
    country: "UAE",
    mark: "AG",
    hue: 15,
  },
  {
    slug: "trident-brokers",
    name: "Trident Insurance Brokers",
    kind: "Broker",
    city: "Kochi",
    country: "India",
    mark: "TB",
    hue: 180,
    featured: true,
  },
  {
    slug: "meridian-risk",
    name: "Meridian Risk Advisors",
    kind: "Broker",
    city: "Bengaluru",
    country: "India",
    mark: "MR",
    hue: 260,
  },
  {
    slug: "falcon-brokers",
    name: "Falcon Insurance Brokers",
    kind: "Broker",
    city: "Dubai",
    country: "UAE",
    mark: "FB",
    hue: 30,
    featured: true,
  },
  {
    slug: "oasis-re-brokers",
    name: "Oasis Reinsurance Brokers",
    kind: "Broker",
    city: "Abu Dhabi",
    country: "UAE",
    mark: "OR",
    hue: 95,
  },
  {
    slug: "medicare-tpa",
    name: "Arogya Care TPA",
    kind: "TPA",
    city: "Chennai",
    country: "India",
    mark: "AC",
    hue: 140,
    featured: true,
  },
  {
    slug: "carewell-tpa",
    name: "Carewell Health Administrators",
    kind: "TPA",
    city: "Dubai",
    country: "UAE",
    mark: "CH",
    hue: 330,
  },
];

export const clientsPage = {
  title: "Our Clients",
  description:
    "The insurers, brokers, reinsurers, takaful operators and TPAs across India and the Gulf who run their business on Kavach InsureTech software and services.",
  lead: "More than 40 insurers and intermediaries in India and the Gulf trust us with their core operations. Here are some of them.",
  ctaHeading: "Join them",
  ctaText:
    "Talk to us about your products, your channels and your plans. We will show you how clients like these run on our software.",
};

export function clientLogo(c: Client): string {
  return `/images/clients/${c.slug}.svg`;
}
