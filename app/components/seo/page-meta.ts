import type { MetaDescriptor } from "react-router";
import { NOT_FOUND_TITLE } from "~/components/layout/not-found";
import { siteConfig } from "~/content/site-config";
import type { PrivacyFacts } from "~/domain/privacy-notices";
import type { ProductLink } from "~/domain/site-content/products";
import type { SiteContact } from "~/domain/site-content/published";
import { pagePathOf, type PageSeo } from "~/domain/site-content/page-seo";
import { alternatesOf, localisedPath } from "~/domain/locale/locale-path";
import { DEFAULT_LOCALE, type Locale } from "~/domain/locale/locales";
import type { ShellMessages } from "~/content/messages/shell.en";

/** What every page gets from the root loader; `privacy` feeds every form's notice (app/components/forms/privacy-notice.tsx). */
export type RootData = {
  /** The page's language, by its address (English without a prefix). */
  locale: Locale;
  /** The frame's words in that language only. */
  messages: ShellMessages;
  siteUrl: string;
  xsrfToken: string;
  year: number;
  privacy: PrivacyFacts;
  /** The footer's and contact page's details, as marketing last published them. */
  contact: SiteContact;
  /** The live products, as marketing last published them: the header's Products menu. */
  products: ProductLink[];
  /** The page shows drafts, for the staff member previewing them (docs/decisions/0180). */
  preview: boolean;
  /** The title, description and shared picture marketing set for this page, or null (its own stand). */
  seo: PageSeo | null;
};

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The site's absolute origin, from the root loader's data among the route matches. */
export function siteUrlFrom(matches: readonly MatchLike[]): string {
  return rootDataFrom(matches)?.siteUrl ?? "";
}

/** The root loader's data among the route matches (absent while an error page shows). */
function rootDataFrom(matches: readonly MatchLike[]): RootData | undefined {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
}

/** The site's published contact details, from the root loader's data among the route matches. */
export function siteContactFrom(matches: readonly MatchLike[]): SiteContact | undefined {
  return rootDataFrom(matches)?.contact;
}

export type PageMetaInput = {
  matches: readonly MatchLike[];
  title: string;
  description: string;
  /** The canonical path of the page, e.g. "/product/gi". */
  path: string;
  /** An image path for Open Graph; the company logo by default. */
  image?: string;
  type?: "website" | "article";
  jsonLd?: object[];
};

/** Title, description, canonical URL, Open Graph and JSON-LD for one page, used by every route. */
export function pageMeta({
  matches,
  title,
  description,
  path,
  image,
  type = "website",
  jsonLd = [],
}: PageMetaInput): MetaDescriptor[] {
  const site = siteUrlFrom(matches);
  const locale = rootDataFrom(matches)?.locale ?? DEFAULT_LOCALE;
  const url = site + localisedPath(path, locale);
  // Marketing's words for this page, set in the console, replace the ones its code gives it.
  const seo = rootDataFrom(matches)?.seo;
  if (seo && seo.path === pagePathOf(path)) {
    title = seo.title;
    description = seo.description;
    image = seo.image ?? image;
  }
  const fullTitle = title === siteConfig.name ? title : `${title} | ${siteConfig.name}`;
  const ogImage = site + (image ?? "/images/og-default.png");
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    // The same page in every language, and English for any other (x-default).
    ...(site
      ? alternatesOf(path, site).map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: a.href }))
      : []),
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteConfig.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: ogImage },
    { name: "twitter:card", content: "summary_large_image" },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

export type Crumb = { label: string; href?: string };

/** BreadcrumbList JSON-LD for the crumbs a page shows. */
export function breadcrumbJsonLd(matches: readonly MatchLike[], crumbs: Crumb[], currentPath: string) {
  const site = siteUrlFrom(matches);
  const locale = rootDataFrom(matches)?.locale ?? DEFAULT_LOCALE;
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      item: site + localisedPath(c.href ?? currentPath, locale),
    })),
  };
}

/**
 * The meta function of a page whose head does not depend on its data: title, description, canonical
 * URL and the breadcrumb it shows as JSON-LD.
 */
export function breadcrumbPageMeta(page: { title: string; description: string; path: string; crumbs: Crumb[] }) {
  return ({ matches }: { matches: readonly MatchLike[] }): MetaDescriptor[] =>
    pageMeta({
      matches,
      title: page.title,
      description: page.description,
      path: page.path,
      jsonLd: [breadcrumbJsonLd(matches, page.crumbs, page.path)],
    });
}

/** A one-level page's breadcrumb in the page's words: Home, then the page. */
export const oneLevelCrumbs = (words: { home: string; title: string }): Crumb[] => [
  { label: words.home, href: "/" },
  { label: words.title },
];

/**
 * The head of a one-level page whose words come from its loader's `words` (in the page's language): nothing when
 * the loader failed, so the error page's own head shows.
 */
export function loaderWordsPageMeta(path: string) {
  return (args: {
    loaderData?: { words: { home: string; title: string; description: string } };
    matches: readonly MatchLike[];
  }): MetaDescriptor[] => {
    const words = args.loaderData?.words;
    if (!words) return [];
    return breadcrumbPageMeta({
      title: words.title,
      description: words.description,
      path,
      crumbs: oneLevelCrumbs(words),
    })(args);
  };
}

/**
 * The head of a one-level page whose title and description marketing edits: read from the loader's `page`
 * (nothing when the loader failed, so the error page's own head shows), its "Home" crumb from the loader's
 * `words` in the page's language.
 */
export function editablePageMeta(path: string) {
  return (args: {
    loaderData?: { page: { title: string; description: string }; words: { crumbs: { home: string } } };
    matches: readonly MatchLike[];
  }): MetaDescriptor[] => {
    const page = args.loaderData?.page;
    if (!page) return [];
    const crumbs: Crumb[] = [{ label: args.loaderData!.words.crumbs.home, href: "/" }, { label: page.title }];
    return breadcrumbPageMeta({ title: page.title, description: page.description, path, crumbs })(args);
  };
}

export const NOT_FOUND_DESCRIPTION = "The page you are looking for could not be found.";

/** The head of a Page Not Found answer, which search engines must not index. */
export function notFoundMeta(
  matches: readonly MatchLike[],
  { description = NOT_FOUND_DESCRIPTION, path = "/404" }: { description?: string; path?: string } = {},
): MetaDescriptor[] {
  return [...pageMeta({ matches, title: NOT_FOUND_TITLE, description, path }), { name: "robots", content: "noindex" }];
}
