import type { ContentType, ContentValues } from "./content-types";

/**
 * Previewing drafts on the public pages (docs/decisions/0180): a staff member with `content:manage` who
 * started a preview sees every draft on the site's own pages, in the site's own frame; nobody else does, and
 * no such page is kept by any cache.
 */

/** The cookie that asks for drafts. It grants nothing by itself: the request's staff session must allow it. */
export const PREVIEW_COOKIE = "content-preview";

/** How long a preview lasts before the pages show the published site again. */
export const PREVIEW_SECONDS = 60 * 60;

/** Where the console starts and stops a preview. */
export const PREVIEW_PATH = "/staff/content/preview";

/** Whether a request's Cookie header carries the preview cookie (any value: the session decides). */
export function asksForPreview(cookieHeader: string | null | undefined): boolean {
  return !!cookieHeader && new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE}=`).test(cookieHeader);
}

/** The public page an entry's preview opens on: where that entry shows. */
export function previewPathOf(type: ContentType, key: string, values: ContentValues): string {
  switch (type) {
    case "team-member":
    case "team-page":
      return "/company/team";
    case "product":
      return `/product/${key}`;
    case "office":
    case "phone-number":
    case "social-link":
    case "contact-details":
      return "/contact-us";
    case "testimonial":
    case "company-fact":
    case "home-page":
      return "/";
    case "page-seo":
      return values.path || "/";
    case "service-page":
      return key === "consultancy" ? "/service/consultancy" : "/service/software";
    case "service-block":
      return values.page === "consultancy" ? "/service/consultancy" : "/service/software";
    case "about-page":
      return "/company/about-us";
    case "expertise-page":
      return "/company/expertise";
    case "clients-page":
      return "/company/client";
    case "legal-page":
      return key === "terms" ? "/terms" : "/privacy-policy";
    case "client":
      return values.featured === "yes" ? "/" : "/company/client";
  }
}

export const previewMessages = {
  banner: "Preview: these pages show every draft as it will look once published. Only you see this.",
  stop: "Stop the preview",
} as const;
