/**
 * The company's identity, in one place. Everything here is fictional and may be replaced by a real
 * company's details without touching any page.
 */
export const siteConfig = {
  name: "Kavach InsureTech",
  legalName: "Kavach InsureTech Private Limited",
  tagline: "Core insurance software, services and consultancy",
  description:
    "Kavach InsureTech builds core insurance, takaful, broking, medical and portal software for insurers, brokers, reinsurers and takaful operators across India and the Gulf.",
  foundedYear: 2008,
  phones: [
    { label: "India (Kochi)", display: "+91 484 403 2100", tel: "+914844032100" },
    { label: "India (Mumbai)", display: "+91 22 6170 8800", tel: "+912261708800" },
    { label: "UAE (Dubai)", display: "+971 4 557 3090", tel: "+97145573090" },
  ],
  email: "info@kavach-insuretech.example",
  careersEmail: "careers@kavach-insuretech.example",
  /** The defaults of PRIVACY_OFFICER_NAME and PRIVACY_OFFICER_EMAIL (docs/configuration.md). */
  privacyOfficer: { name: "Anjali Menon, Privacy Officer", email: "privacy@kavach-insuretech.example" },
  offices: [
    {
      country: "India",
      title: "India — Head Office",
      lines: ["4th Floor, Tranquil Tech Park", "Infopark Phase II, Kakkanad", "Kochi, Kerala 682030"],
      phone: "+91 484 403 2100",
    },
    {
      country: "United Arab Emirates",
      title: "UAE — Regional Office",
      lines: ["Office 1207, Bay Square Building 9", "Business Bay", "Dubai, United Arab Emirates"],
      phone: "+971 4 557 3090",
    },
  ],
  social: [
    { name: "Facebook", href: "https://www.facebook.com/kavachinsuretech" },
    { name: "Twitter", href: "https://twitter.com/kavachinsuretech" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/kavachinsuretech" },
    { name: "YouTube", href: "https://www.youtube.com/@kavachinsuretech" },
  ],
  supportPortalUrl: "https://support.kavach-insuretech.example",
} as const;
