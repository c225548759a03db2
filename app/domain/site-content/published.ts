import type { ContentValues } from "./content-types";

/** A published entry as the public pages' loaders receive it (server/site-content/published-content.ts). */
export type PublishedEntry = { key: string; values: ContentValues };

export type CompanyFact = { value: string; label: string };
export type TeamMember = { name: string; role: string; photo: string; bio: string };

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
  }));
}
