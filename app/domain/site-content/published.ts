import type { ContentValues } from "./content-types";
import { contentPictureSources } from "./content-pictures";

/** A published entry as the public pages' loaders receive it (server/site-content/published-content.ts). */
export type PublishedEntry = { key: string; values: ContentValues };

export type CompanyFact = { value: string; label: string };
/** A team member; `photoSources` are the portrait's narrower copies when uploaded. */
export type TeamMember = {
  name: string;
  role: string;
  photo: string;
  photoSources: { srcSet?: string; sizes?: string };
  bio: string;
};

/** The company's claims (founded, projects, insurers, staff), in the order marketing set. */
export function companyFactsOf(entries: readonly PublishedEntry[]): CompanyFact[] {
  return entries.map(({ values }) => ({ value: values.value ?? "", label: values.label ?? "" }));
}

/** The team page's people: its founders first, then its vice presidents, each group in marketing's order. */
export function teamOf(entries: readonly PublishedEntry[]): { founders: TeamMember[]; vicePresidents: TeamMember[] } {
  const member = ({ values }: PublishedEntry): TeamMember => ({
    name: values.name ?? "",
    role: values.role ?? "",
    photo: values.photo ?? "",
    photoSources: contentPictureSources(values.photo ?? "", "(min-width: 640px) 18rem, calc(100vw - 4rem)"),
    bio: values.bio ?? "",
  });
  return {
    founders: entries.filter((e) => e.values.group === "founder").map(member),
    vicePresidents: entries.filter((e) => e.values.group === "vice-president").map(member),
  };
}

export type Testimonial = {
  key: string;
  title: string;
  message: string;
  name: string;
  designation: string;
  imageUrl: string;
  /** The portrait's narrower copies, when it is an uploaded picture (shown 4rem wide). */
  imageSources: { srcSet?: string; sizes?: string };
};

/** The home page's testimonials, in marketing's order. */
export function testimonialsOf(entries: readonly PublishedEntry[]): Testimonial[] {
  return entries.map(({ key, values }) => ({
    key,
    title: values.title ?? "",
    message: values.message ?? "",
    name: values.name ?? "",
    designation: values.designation ?? "",
    imageUrl: values.imageUrl ?? "",
    imageSources: contentPictureSources(values.imageUrl ?? "", "4rem"),
  }));
}

/** A phone number as a tel: link wants it: + and digits only. */
export function telOf(display: string): string {
  return display.replace(/[^\d+]/g, "");
}

export type Office = { key: string; title: string; lines: string[]; phone: string; tel: string };
export type PhoneNumber = { key: string; label: string; display: string; tel: string };
export type SocialLink = { key: string; name: string; href: string };

/** The footer's and the contact page's details: offices, phone numbers, social links, e-mail, support portal. */
export type SiteContact = {
  offices: Office[];
  phones: PhoneNumber[];
  social: SocialLink[];
  email: string;
  supportPortalUrl: string;
};

/** The site's contact details from the published entries of their four types, in marketing's order. */
export function siteContactOf(entries: {
  offices: readonly PublishedEntry[];
  phones: readonly PublishedEntry[];
  social: readonly PublishedEntry[];
  details: readonly PublishedEntry[];
}): SiteContact {
  const details = entries.details[0]?.values ?? {};
  return {
    offices: entries.offices.map(({ key, values }) => ({
      key,
      title: values.title ?? "",
      lines: (values.address ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      phone: values.phone ?? "",
      tel: telOf(values.phone ?? ""),
    })),
    phones: entries.phones.map(({ key, values }) => ({
      key,
      label: values.label ?? "",
      display: values.number ?? "",
      tel: telOf(values.number ?? ""),
    })),
    social: entries.social.map(({ key, values }) => ({ key, name: values.network ?? "", href: values.href ?? "" })),
    email: details.email ?? "",
    supportPortalUrl: details.supportPortal ?? "",
  };
}

/** The home page's own words, as the "home-page" entry says (every field is required, so each is there). */
export type HomeWords = {
  bannerEyebrow: string;
  bannerHeading: string;
  bannerText: string;
  bannerButton: string;
  productsHeading: string;
  productsText: string;
  successHeading: string;
  successValue: string;
  successTitle: string;
  successText: string;
  testimonialsHeading: string;
  testimonialsText: string;
  customersHeading: string;
  customersText: string;
  customersLink: string;
};

const HOME_WORD_FIELDS = [
  "bannerEyebrow",
  "bannerHeading",
  "bannerText",
  "bannerButton",
  "productsHeading",
  "productsText",
  "successHeading",
  "successValue",
  "successTitle",
  "successText",
  "testimonialsHeading",
  "testimonialsText",
  "customersHeading",
  "customersText",
  "customersLink",
] as const satisfies readonly (keyof HomeWords)[];

export function homeWordsOf(entries: readonly PublishedEntry[]): HomeWords {
  const values = entries[0]?.values ?? {};
  return Object.fromEntries(HOME_WORD_FIELDS.map((f) => [f, values[f] ?? ""])) as HomeWords;
}
