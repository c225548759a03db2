import type { PublishedEntry } from "./published";
import { linesOf, pairsOf, type Pair } from "./list-fields";
import { contentPictureSources } from "./content-pictures";

/** The kinds of client, in the client list's order, with the heading of each group on /company/client. */
export const CLIENT_GROUPS = [
  { kind: "Insurer", title: "Insurers" },
  { kind: "Takaful operator", title: "Takaful operators" },
  { kind: "Reinsurer", title: "Reinsurers" },
  { kind: "Broker", title: "Brokers" },
  { kind: "TPA", title: "Third-party administrators" },
] as const;
export type ClientKind = (typeof CLIENT_GROUPS)[number]["kind"];

/** Every client logo is shown in this box (drawn logos have its shape; an uploaded one is fitted into it). */
export const LOGO_SIZE = { width: 240, height: 96 } as const;

export type ClientView = {
  key: string;
  name: string;
  kind: ClientKind;
  city: string;
  country: string;
  logo: string;
  /** The logo's narrower copies when uploaded (shown at most 18rem wide). */
  logoSources: { srcSet?: string; sizes?: string };
};

const kindOf = (value: string | undefined): ClientKind =>
  CLIENT_GROUPS.find((g) => g.kind === value)?.kind ?? CLIENT_GROUPS[0].kind;

/** The published clients in marketing's order; `featured` keeps only those shown on the home page. */
export function clientsOf(entries: readonly PublishedEntry[], only?: "featured"): ClientView[] {
  return entries
    .filter((e) => only !== "featured" || e.values.featured === "yes")
    .map(({ key, values }) => ({
      key,
      name: values.name ?? "",
      kind: kindOf(values.kind),
      city: values.city ?? "",
      country: values.country ?? "",
      logo: values.logo ?? "",
      logoSources: contentPictureSources(values.logo ?? "", "18rem"),
    }));
}

/** The client list's groups that have at least one client, in CLIENT_GROUPS' order. */
export function clientGroupsOf(clients: readonly ClientView[]) {
  return CLIENT_GROUPS.map((g) => ({ ...g, clients: clients.filter((c) => c.kind === g.kind) })).filter(
    (g) => g.clients.length > 0,
  );
}

/** A page's own words: its title and search description, and the larger first paragraph. */
export type PageWords = { title: string; description: string; lead: string };

const pageWordsOf = (values: Record<string, string>): PageWords => ({
  title: values.title ?? "",
  description: values.description ?? "",
  lead: values.lead ?? "",
});

const pairs = (text: string | undefined): Pair[] => pairsOf(text ?? "").filter((p): p is Pair => p !== null);

export type AboutPageView = PageWords & {
  story: string[];
  valuesHeading: string;
  milestonesHeading: string;
  values: { title: string; text: string }[];
  milestones: { year: string; text: string }[];
};

/** /company/about-us as marketing last published it. */
export function aboutPageOf(entries: readonly PublishedEntry[]): AboutPageView {
  const values = entries[0]?.values ?? {};
  return {
    ...pageWordsOf(values),
    story: linesOf(values.story ?? ""),
    valuesHeading: values.valuesHeading ?? "",
    milestonesHeading: values.milestonesHeading ?? "",
    values: pairs(values.values).map((p) => ({ title: p.value, text: p.label })),
    milestones: pairs(values.milestones).map((p) => ({ year: p.value, text: p.label })),
  };
}

export type ExpertisePageView = PageWords & {
  areasHeading: string;
  areas: { title: string; text: string }[];
  technologyHeading: string;
  technologyText: string;
  technology: string[];
};

/** /company/expertise as marketing last published it. */
export function expertisePageOf(entries: readonly PublishedEntry[]): ExpertisePageView {
  const values = entries[0]?.values ?? {};
  return {
    ...pageWordsOf(values),
    areasHeading: values.areasHeading ?? "",
    areas: pairs(values.areas).map((p) => ({ title: p.value, text: p.label })),
    technologyHeading: values.technologyHeading ?? "",
    technologyText: values.technologyText ?? "",
    technology: linesOf(values.technology ?? ""),
  };
}

export type TeamPageView = PageWords & { founderLabel: string; vicePresidentsHeading: string };

/** /company/team's own words (its people are the `team-member` entries). */
export function teamPageOf(entries: readonly PublishedEntry[]): TeamPageView {
  const values = entries[0]?.values ?? {};
  return {
    ...pageWordsOf(values),
    founderLabel: values.founderLabel ?? "",
    vicePresidentsHeading: values.vicePresidentsHeading ?? "",
  };
}

export type ClientsPageView = PageWords & { ctaHeading: string; ctaText: string };

/** /company/client's own words (its clients are the `client` entries). */
export function clientsPageOf(entries: readonly PublishedEntry[]): ClientsPageView {
  const values = entries[0]?.values ?? {};
  return { ...pageWordsOf(values), ctaHeading: values.ctaHeading ?? "", ctaText: values.ctaText ?? "" };
}
