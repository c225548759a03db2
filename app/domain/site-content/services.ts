import type { PublishedEntry } from "./published";
import { linesOf } from "./list-fields";

/** The services pages' icons (app/features/services/service-icon.tsx draws each). */
export const SERVICE_ICONS = [
  "rocket",
  "kanban",
  "puzzle",
  "report",
  "legacy",
  "training",
  "database",
  "server",
  "shield",
  "compass",
  "people",
  "book",
  "lock",
] as const;
export type ServiceIconName = (typeof SERVICE_ICONS)[number];

/** The two services pages, by their entry key, and their addresses. */
export const SERVICE_PAGES = { software: "/service/software", consultancy: "/service/consultancy" } as const;
export type ServicePageKey = keyof typeof SERVICE_PAGES;

export type ServiceBlockView = { title: string; icon: ServiceIconName; text: string; points: string[] };
export type ServicePageView = {
  path: string;
  title: string;
  description: string;
  intro: string[];
  blocks: ServiceBlockView[];
};

const iconOf = (value: string | undefined): ServiceIconName =>
  SERVICE_ICONS.find((i) => i === value) ?? SERVICE_ICONS[0];

/** One services page as marketing last published it: its words, then its blocks in the list's order. */
export function servicePageOf(
  pages: readonly PublishedEntry[],
  blocks: readonly PublishedEntry[],
  key: ServicePageKey,
): ServicePageView {
  const page = pages.find((p) => p.key === key)?.values ?? {};
  return {
    path: SERVICE_PAGES[key],
    title: page.title ?? "",
    description: page.description ?? "",
    intro: linesOf(page.intro ?? ""),
    blocks: blocks
      .filter((b) => b.values.page === key)
      .map(({ values }) => ({
        title: values.title ?? "",
        icon: iconOf(values.icon),
        text: values.text ?? "",
        points: linesOf(values.points ?? ""),
      })),
  };
}
