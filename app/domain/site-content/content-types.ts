import { isEmail } from "../validation/patterns";
import { groupsOf, linesOf, pairsOf } from "./list-fields";
import { SERVICE_ICONS } from "./services";
import { CLIENT_GROUPS } from "./company-pages";
import { LEGAL_FACT_TOKENS, unknownTokens } from "./legal-pages";
import { richTextLength } from "../rich-text/model";
import { parseRichTextJson } from "../rich-text/validate";
import { richTextPlainText } from "../rich-text/plain-text";

/**
 * What marketing edits on the public site (docs/product/staff-content.md §10.15): each content type is a
 * list of entries of the same fields. An entry is stored per locale (English, and translations of it:
 * ./translations.ts), as a draft and its published revisions.
 */
export type ContentFieldKind =
  | "text"
  | "long-text"
  | "picture-path"
  | "choice"
  | "phone"
  | "email"
  | "url"
  /** A list, one item per line (app/domain/site-content/list-fields.ts). */
  | "lines"
  /** Figure | what it counts, one per line. */
  | "pairs"
  /** A title line, then its items on lines starting with "- ". */
  | "groups"
  /** A page of this site: a path starting with / (a fragment allowed). */
  | "site-path"
  /** A place in a list: a whole number from 1 to 99. */
  | "place"
  /** A calendar date, YYYY-MM-DD. */
  | "date"
  /** A long text with headings, lists, bold, italic and links (app/domain/rich-text), stored as its JSON. */
  | "rich-text";

export type ContentField = {
  name: string;
  label: string;
  kind: ContentFieldKind;
  maxLength: number;
  /** For a choice: the values and their labels, in order. */
  choices?: readonly { value: string; label: string }[];
  hint?: string;
  /** May be left empty (every other field is required). */
  optional?: boolean;
  /** For a list: the most characters of one item (one line). */
  itemMaxLength?: number;
  /** For pairs that are a title and its text rather than a figure and what it counts: an example line. */
  titledPairExample?: string;
  /** The words in braces the text may hold, filled in from the server's settings when shown. */
  tokens?: readonly string[];
};

export type ContentTypeDefinition = {
  /** Plural, for the console's lists. */
  label: string;
  /** One entry, in a sentence ("a team member"). */
  one: string;
  fields: readonly ContentField[];
  /** The field that names an entry in lists. */
  titleField: string;
  /** The public pages that show it, purged from every process's page cache on publish. */
  pages: readonly string[];
  /** One entry only (the contact details): never added or taken off the site, only changed. */
  single?: boolean;
  /** The seed's entries only (each product has its icon and artwork in the code): never added or taken off. */
  fixed?: boolean;
  /** A field no two entries may share (a page's address for its search and sharing words). */
  unique?: string;
  /** Why a fixed type's entries are never added or taken off (the products' reason when left out). */
  fixedMessage?: string;
};

/** A page's title, search description and lead paragraph: the company pages' first three fields. */
function pageWordFields(titleHint: string) {
  return [
    { name: "title", label: "Title", kind: "text", maxLength: 80, hint: titleHint },
    {
      name: "description",
      label: "Description for search engines",
      kind: "long-text",
      maxLength: 300,
      hint: "The page's meta description.",
    },
    { name: "lead", label: "Lead", kind: "long-text", maxLength: 300, hint: "The first sentence, shown larger." },
  ] as const satisfies readonly ContentField[];
}

const PHONE_HINT = "With + and the country code, as it should show: +91 484 403 2100.";

/** The places of the home page's featured products (two rows of three). */
export const HOME_PLACES = [1, 2, 3, 4, 5, 6] as const;

/** The networks the site has an icon for (app/components/layout/social-icon.tsx). */
export const SOCIAL_NETWORKS = ["Facebook", "Twitter", "LinkedIn", "YouTube"] as const;

export const CONTENT_TYPES = {
  "team-member": {
    label: "Team members",
    one: "a team member",
    titleField: "name",
    pages: ["/company/team"],
    fields: [
      { name: "name", label: "Name", kind: "text", maxLength: 80 },
      { name: "role", label: "Role", kind: "text", maxLength: 120 },
      {
        name: "group",
        label: "Shown as",
        kind: "choice",
        maxLength: 20,
        choices: [
          { value: "founder", label: "Founder" },
          { value: "vice-president", label: "Vice President" },
        ],
      },
      {
        name: "photo",
        label: "Portrait",
        kind: "picture-path",
        maxLength: 300,
        hint: "A picture on this site, such as /images/team/anita-varghese.svg.",
      },
      { name: "bio", label: "Biography", kind: "long-text", maxLength: 800 },
    ],
  },
  testimonial: {
    label: "Testimonials",
    one: "a testimonial",
    titleField: "name",
    pages: ["/"],
    fields: [
      { name: "title", label: "Heading", kind: "text", maxLength: 120 },
      { name: "message", label: "What they said", kind: "long-text", maxLength: 1000 },
      { name: "name", label: "Name", kind: "text", maxLength: 80 },
      { name: "designation", label: "Position and company", kind: "text", maxLength: 160 },
      {
        name: "imageUrl",
        label: "Portrait",
        kind: "picture-path",
        maxLength: 300,
        hint: "A picture on this site, such as /images/testimonials/priya-nair.svg.",
      },
    ],
  },
  "company-fact": {
    label: "Company claims",
    one: "a company claim",
    titleField: "label",
    pages: ["/"],
    fields: [
      { name: "value", label: "Figure", kind: "text", maxLength: 20, hint: "As shown, such as 130+ or 2008." },
      { name: "label", label: "What it counts", kind: "text", maxLength: 60 },
    ],
  },
  office: {
    label: "Offices",
    one: "an office",
    titleField: "title",
    pages: ["every page's footer"],
    fields: [
      { name: "title", label: "Heading", kind: "text", maxLength: 60, hint: "Such as India — Head Office." },
      {
        name: "address",
        label: "Address",
        kind: "long-text",
        maxLength: 300,
        hint: "One line of the address per line, as it should show.",
      },
      { name: "phone", label: "Phone", kind: "phone", maxLength: 30, hint: PHONE_HINT },
    ],
  },
  "phone-number": {
    label: "Phone numbers",
    one: "a phone number",
    titleField: "label",
    pages: ["/contact-us"],
    fields: [
      { name: "label", label: "Where", kind: "text", maxLength: 60, hint: "Such as India (Kochi)." },
      { name: "number", label: "Number", kind: "phone", maxLength: 30, hint: PHONE_HINT },
    ],
  },
  "social-link": {
    label: "Social links",
    one: "a social link",
    titleField: "network",
    pages: ["every page's footer", "/contact-us"],
    fields: [
      {
        name: "network",
        label: "Network",
        kind: "choice",
        maxLength: 20,
        choices: SOCIAL_NETWORKS.map((n) => ({ value: n, label: n })),
      },
      { name: "href", label: "Address", kind: "url", maxLength: 300, hint: "The page's full address, https://…" },
    ],
  },
  "contact-details": {
    label: "Contact details",
    one: "the contact details",
    titleField: "email",
    pages: ["every page's footer", "/contact-us"],
    single: true,
    fields: [
      { name: "email", label: "E-mail address", kind: "email", maxLength: 120, hint: "Shown under each office." },
      {
        name: "supportPortal",
        label: "Support portal",
        kind: "url",
        maxLength: 300,
        hint: "The footer's Support Portal link, https://…",
      },
    ],
  },
  product: {
    label: "Products",
    one: "a product",
    titleField: "name",
    pages: ["/product/…", "/", "every page's menus", "/sitemap.xml", "/demo"],
    fixed: true,
    fields: [
      { name: "name", label: "Name", kind: "text", maxLength: 60, hint: "The page's title and the menus' link." },
      { name: "summary", label: "Summary", kind: "text", maxLength: 120, hint: "One line, on the home page." },
      {
        name: "place",
        label: "Place in the lists",
        kind: "place",
        maxLength: 3,
        hint: "1 comes first in the menus, “Other products” and “Also available”; two with the same number keep their present order.",
      },
      { name: "tagline", label: "Tagline", kind: "long-text", maxLength: 240, hint: "One sentence under the title." },
      {
        name: "description",
        label: "Description for search engines",
        kind: "long-text",
        maxLength: 300,
        hint: "The page's meta description.",
      },
      {
        name: "profile",
        label: "Product profile",
        kind: "lines",
        maxLength: 3000,
        itemMaxLength: 1000,
        hint: "One paragraph per line.",
      },
      {
        name: "audience",
        label: "Built for",
        kind: "lines",
        maxLength: 600,
        itemMaxLength: 80,
        hint: "One kind of customer per line.",
      },
      {
        name: "highlights",
        label: "Highlights",
        kind: "pairs",
        maxLength: 600,
        itemMaxLength: 120,
        hint: "One per line: the figure, a bar, then what it counts, such as 30+ | lines of business.",
      },
      {
        name: "featureGroups",
        label: "Key features",
        kind: "groups",
        maxLength: 6000,
        itemMaxLength: 300,
        hint: "A group's title on its own line, then each of its features on a line starting with “- ”.",
      },
      ...([1, 2, 3] as const).flatMap((n) => [
        {
          name: `image${n}`,
          label: `Picture ${n}`,
          kind: "picture-path" as const,
          maxLength: 300,
          hint: `A picture on this site, such as /images/products/gi-${n}.svg.`,
        },
        { name: `image${n}Alt`, label: `Picture ${n}: what it shows`, kind: "long-text" as const, maxLength: 200 },
        { name: `image${n}Caption`, label: `Picture ${n}: caption`, kind: "text" as const, maxLength: 160 },
      ]),
      {
        name: "home",
        label: "On the home page",
        kind: "choice",
        maxLength: 20,
        hint: "A featured product shows with its summary, in its place; the others are listed under “Also available”.",
        choices: [
          ...HOME_PLACES.map((n) => ({ value: String(n), label: `Featured, place ${n}` })),
          { value: "listed", label: "Listed under “Also available”" },
        ],
      },
      {
        name: "status",
        label: "Status",
        kind: "choice",
        maxLength: 20,
        choices: [
          { value: "live", label: "Live" },
          { value: "retired", label: "Retired: its address sends visitors elsewhere" },
        ],
      },
      {
        name: "retiredTo",
        label: "A retired product's visitors go to",
        kind: "site-path",
        maxLength: 300,
        optional: true,
        hint: "A page of this site, such as /product/gi. Empty: the home page's products (/#SectionProduct).",
      },
    ],
  },
  "home-page": {
    label: "Home page words",
    one: "the home page's words",
    titleField: "bannerHeading",
    pages: ["/"],
    single: true,
    fields: [
      { name: "bannerEyebrow", label: "Banner: the line above the heading", kind: "text", maxLength: 80 },
      { name: "bannerHeading", label: "Banner: heading", kind: "text", maxLength: 120 },
      { name: "bannerText", label: "Banner: text", kind: "long-text", maxLength: 400 },
      {
        name: "bannerButton",
        label: "Banner: the second button",
        kind: "text",
        maxLength: 40,
        hint: "It leads to the products; the first is always “Schedule a Demo”.",
      },
      { name: "productsHeading", label: "Products: heading", kind: "text", maxLength: 80 },
      { name: "productsText", label: "Products: text", kind: "long-text", maxLength: 300 },
      { name: "successHeading", label: "Success: the line above the figure", kind: "text", maxLength: 80 },
      { name: "successValue", label: "Success: figure", kind: "text", maxLength: 10, hint: "As shown, such as 100%." },
      { name: "successTitle", label: "Success: what the figure counts", kind: "text", maxLength: 80 },
      { name: "successText", label: "Success: text", kind: "long-text", maxLength: 400 },
      { name: "testimonialsHeading", label: "Testimonials: heading", kind: "text", maxLength: 80 },
      { name: "testimonialsText", label: "Testimonials: text", kind: "long-text", maxLength: 300 },
      { name: "customersHeading", label: "Customers: heading", kind: "text", maxLength: 80 },
      { name: "customersText", label: "Customers: text", kind: "long-text", maxLength: 300 },
      { name: "customersLink", label: "Customers: the link to the client list", kind: "text", maxLength: 60 },
    ],
  },
  "service-page": {
    label: "Services pages",
    one: "a services page",
    titleField: "title",
    pages: ["/service/software", "/service/consultancy"],
    fixed: true,
    fixedMessage: "The two services pages are part of the site's menus: change their words and blocks instead.",
    fields: [
      { name: "title", label: "Title", kind: "text", maxLength: 80, hint: "The page's heading and the menus' link." },
      {
        name: "description",
        label: "Description for search engines",
        kind: "long-text",
        maxLength: 300,
        hint: "The page's meta description.",
      },
      {
        name: "intro",
        label: "Introduction",
        kind: "lines",
        maxLength: 2000,
        itemMaxLength: 800,
        hint: "One paragraph per line; the first is shown larger.",
      },
    ],
  },
  "service-block": {
    label: "Services",
    one: "a service",
    titleField: "title",
    pages: ["/service/software", "/service/consultancy"],
    fields: [
      {
        name: "page",
        label: "On the page",
        kind: "choice",
        maxLength: 20,
        choices: [
          { value: "software", label: "Software Services" },
          { value: "consultancy", label: "Consultancy Services" },
        ],
      },
      { name: "title", label: "Title", kind: "text", maxLength: 80 },
      {
        name: "icon",
        label: "Icon",
        kind: "choice",
        maxLength: 20,
        choices: SERVICE_ICONS.map((i) => ({ value: i, label: i.charAt(0).toUpperCase() + i.slice(1) })),
      },
      { name: "text", label: "Text", kind: "long-text", maxLength: 300 },
      {
        name: "points",
        label: "Points",
        kind: "lines",
        maxLength: 1500,
        itemMaxLength: 200,
        hint: "One point per line, each shown with a tick.",
      },
    ],
  },
  "about-page": {
    label: "About us page",
    one: "the about us page's words",
    titleField: "title",
    pages: ["/company/about-us"],
    single: true,
    fields: [
      ...pageWordFields("The page's heading and its breadcrumb."),
      {
        name: "story",
        label: "Our story",
        kind: "lines",
        maxLength: 4000,
        itemMaxLength: 1200,
        hint: "One paragraph per line.",
      },
      { name: "valuesHeading", label: "Values: heading", kind: "text", maxLength: 80 },
      {
        name: "values",
        label: "What we stand for",
        kind: "pairs",
        maxLength: 2400,
        itemMaxLength: 400,
        titledPairExample: "Insurance first | We hire people who understand underwriting.",
        hint: "One value per line: its title, a bar, then its text, such as Insurance first | We hire people who understand underwriting.",
      },
      { name: "milestonesHeading", label: "Milestones: heading", kind: "text", maxLength: 80 },
      {
        name: "milestones",
        label: "Milestones",
        kind: "pairs",
        maxLength: 2400,
        itemMaxLength: 300,
        titledPairExample: "2008 | Founded in Kochi, Kerala.",
        hint: "One per line, oldest first: the year, a bar, then what happened, such as 2008 | Founded in Kochi, Kerala.",
      },
    ],
  },
  "expertise-page": {
    label: "Expertise page",
    one: "the expertise page's words",
    titleField: "title",
    pages: ["/company/expertise"],
    single: true,
    fields: [
      ...pageWordFields("The page's heading and its breadcrumb."),
      { name: "areasHeading", label: "Areas: heading", kind: "text", maxLength: 80, hint: "Shown above the lead." },
      {
        name: "areas",
        label: "Areas of expertise",
        kind: "pairs",
        maxLength: 3000,
        itemMaxLength: 500,
        titledPairExample: "Takaful | Wakala and mudaraba models.",
        hint: "One area per line: its title, a bar, then its text, such as Takaful | Wakala and mudaraba models.",
      },
      { name: "technologyHeading", label: "Technology: heading", kind: "text", maxLength: 80 },
      { name: "technologyText", label: "Technology: text", kind: "long-text", maxLength: 300 },
      {
        name: "technology",
        label: "Technology",
        kind: "lines",
        maxLength: 2000,
        itemMaxLength: 200,
        hint: "One point per line, each shown with a tick.",
      },
    ],
  },
  "team-page": {
    label: "Team page",
    one: "the team page's words",
    titleField: "title",
    pages: ["/company/team"],
    single: true,
    fields: [
      ...pageWordFields("The page's heading; the people themselves are under Team members."),
      { name: "founderLabel", label: "The line above a founder's name", kind: "text", maxLength: 40 },
      { name: "vicePresidentsHeading", label: "Vice presidents: heading", kind: "text", maxLength: 80 },
    ],
  },
  "clients-page": {
    label: "Client list page",
    one: "the client list page's words",
    titleField: "title",
    pages: ["/company/client"],
    single: true,
    fields: [
      ...pageWordFields("The page's heading; the clients themselves are under Clients."),
      { name: "ctaHeading", label: "Closing band: heading", kind: "text", maxLength: 80 },
      { name: "ctaText", label: "Closing band: text", kind: "long-text", maxLength: 300 },
    ],
  },
  client: {
    label: "Clients",
    one: "a client",
    titleField: "name",
    pages: ["/company/client", "/"],
    fields: [
      { name: "name", label: "Name", kind: "text", maxLength: 80 },
      {
        name: "kind",
        label: "Kind",
        kind: "choice",
        maxLength: 20,
        hint: "The group it is listed in.",
        choices: CLIENT_GROUPS.map((g) => ({ value: g.kind, label: g.title })),
      },
      { name: "city", label: "City", kind: "text", maxLength: 60 },
      { name: "country", label: "Country", kind: "text", maxLength: 40 },
      {
        name: "logo",
        label: "Logo",
        kind: "picture-path",
        maxLength: 300,
        hint: "A picture on this site, such as /images/clients/bharat-suraksha.svg; shown 240 by 96 pixels.",
      },
      {
        name: "featured",
        label: "On the home page",
        kind: "choice",
        maxLength: 5,
        choices: [
          { value: "yes", label: "Featured on the home page and listed" },
          { value: "no", label: "Only on the client list" },
        ],
      },
    ],
  },
  "legal-page": {
    label: "Legal pages",
    one: "a legal page",
    titleField: "title",
    pages: ["/privacy-policy", "/terms"],
    fixed: true,
    fixedMessage: "The privacy policy and the terms of use are always on the site: change them and publish instead.",
    fields: [
      { name: "title", label: "Title", kind: "text", maxLength: 80 },
      {
        name: "description",
        label: "Description for search engines",
        kind: "long-text",
        maxLength: 300,
        hint: "The page's meta description.",
      },
      {
        name: "updated",
        label: "Last updated",
        kind: "date",
        maxLength: 10,
        hint: "The version's date, shown at the top: change it whenever the text's meaning changes. Every published version stays in the history below.",
      },
      { name: "intro", label: "Introduction", kind: "long-text", maxLength: 1000 },
      {
        name: "body",
        label: "Text",
        kind: "rich-text",
        maxLength: 20000,
        tokens: Object.keys(LEGAL_FACT_TOKENS),
        hint: `Write the server's settings as ${Object.keys(LEGAL_FACT_TOKENS).join(", ")}: the page shows each as configured.`,
      },
    ],
  },
  "page-seo": {
    label: "Search and sharing",
    one: "a page's search and sharing words",
    titleField: "path",
    pages: ["the page it names: its title, description and shared picture"],
    unique: "path",
    fields: [
      {
        name: "path",
        label: "Page",
        kind: "site-path",
        maxLength: 300,
        hint: "The page's address on this site, such as /company/team or /product/gi.",
      },
      {
        name: "title",
        label: "Title in search results",
        kind: "text",
        maxLength: 70,
        hint: "Shown as “Title | Kavach InsureTech” in search results, browser tabs and shared links.",
      },
      {
        name: "description",
        label: "Description",
        kind: "long-text",
        maxLength: 160,
        hint: "The line under the title in search results and shared links.",
      },
      {
        name: "image",
        label: "Picture when shared",
        kind: "picture-path",
        maxLength: 300,
        optional: true,
        hint: "A picture on this site; empty: the site's default picture.",
      },
    ],
  },
} as const satisfies Record<string, ContentTypeDefinition>;

export type ContentType = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_NAMES = Object.keys(CONTENT_TYPES) as ContentType[];

/** An entry's locale: English is the original every translation falls back to (./translations.ts). */
export { DEFAULT_LOCALE } from "../locale/locales";

export function isContentType(value: string): value is ContentType {
  return Object.hasOwn(CONTENT_TYPES, value);
}

/** The key an entry is given from its title: its words, lower-cased, joined by dashes (made unique by the caller). */
export function contentKeyOf(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "entry"
  );
}

/** An entry's fields as typed: every value a string (a form's), keyed by the type's field names. */
export type ContentValues = Record<string, string>;

export const contentMessages = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  badChoice: (label: string) => `Choose one of the offered values for ${label}.`,
  badPicturePath: (label: string) =>
    `${label} must be a picture on this site (a path starting with /images/ or /media/).`,
  badPhone: (label: string) =>
    `${label} must be a phone number with + and the country code, in digits, spaces and dashes, such as +91 484 403 2100.`,
  badEmail: (label: string) => `${label} must be an e-mail address, such as info@example.com.`,
  badUrl: (label: string) => `${label} must be a full address starting with https:// or http://.`,
  singleStays: (one: string) =>
    `${one.charAt(0).toUpperCase()}${one.slice(1)} are always on the site: change them and publish instead.`,
  fixedStays:
    "Products come with their icon and artwork in the code, so a developer adds one; to take a product off the site, make it Retired and publish.",
  itemTooLong: (label: string, max: number) => `Each line of ${label} must be at most ${max} characters.`,
  badPairs: (label: string, line: number) =>
    `Line ${line} of ${label} needs a figure, a bar and what it counts, such as 30+ | lines of business.`,
  badTitledPairs: (label: string, line: number, example: string) =>
    `Line ${line} of ${label} needs a title, a bar and its text, such as ${example}.`,
  badGroups: (label: string) =>
    `${label} must start with a group's title, and each title needs at least one feature on a line starting with “- ”.`,
  badDate: (label: string) => `${label} must be a date.`,
  badTokens: (label: string, tokens: readonly string[]) =>
    `${label} holds ${tokens.join(", ")} in braces, which the page cannot fill in: write the words, or one of the settings named under the field.`,
  badPlace: (label: string) => `${label} must be a whole number from 1 to 99.`,
  badSitePath: (label: string) => `${label} must be a page of this site: a path starting with /, such as /product/gi.`,
  saved: "The draft is saved. The public site still shows the published version until you publish.",
  published: "Published: the public pages show it now.",
  unpublished: "Taken off the public pages; the draft is kept.",
  restored: (revision: number) => `Revision ${revision} is the draft again. Publish it to show it.`,
  staleDraft:
    "Someone else saved this entry after you opened it. Your text is below; the fields that differ from theirs are marked. Copy what you need, reload, and save again.",
  noSuchEntry: "There is no such entry.",
  noDraftChanges: "The draft is what is published already.",
  scheduleInvalid: "Enter the date and time the draft should be published.",
  scheduleInPast: "Choose a time in the future, or publish now.",
  scheduled: (at: string) => `Scheduled: the draft as it is then is published ${at}.`,
  scheduleCancelled: "The schedule is cancelled; the draft stays a draft.",
  noSchedule: "Nothing is scheduled for this entry.",
  notTranslatable: "This entry has no words to translate, or is a translation itself.",
  translationCreated: "The translation is started as a draft: every field left empty shows the English words.",
  notUnique: (label: string, one: string) =>
    `Another entry already has this ${label.toLowerCase()}: change ${one} instead.`,
} as const;

export type ContentFieldErrors = Record<string, string>;

/** Why a type's entries are never added or taken off the site (a single, the products), or null when they may be. */
export function entriesStayMessage(type: ContentType): string | null {
  const definition: ContentTypeDefinition = CONTENT_TYPES[type];
  if (definition.single) return contentMessages.singleStays(definition.one);
  return definition.fixed ? (definition.fixedMessage ?? contentMessages.fixedStays) : null;
}

/**
 * Checks an entry's values against its type: every field required, within its length; a choice among its
 * values; a picture a path on this site (nothing typed ever becomes a link elsewhere or markup). Answers the
 * trimmed values and the first message per field.
 */
export function validateContent(
  type: ContentType,
  input: ContentValues,
  fields: readonly ContentField[] = CONTENT_TYPES[type].fields,
): { ok: true; values: ContentValues } | { ok: false; errors: ContentFieldErrors } {
  const errors: ContentFieldErrors = {};
  const values: ContentValues = {};
  for (const f of fields) {
    const value = (input[f.name] ?? "").trim();
    values[f.name] = value;
    if (!value) {
      if (!f.optional) errors[f.name] = contentMessages.required(f.label);
    } else if (f.kind !== "rich-text" && value.length > f.maxLength)
      errors[f.name] = contentMessages.tooLong(f.label, f.maxLength);
    else if (isListKind(f.kind)) {
      const error = listError(f, value);
      if (error) errors[f.name] = error;
    } else if (f.kind === "choice" && !f.choices?.some((c) => c.value === value))
      errors[f.name] = contentMessages.badChoice(f.label);
    else if (f.kind === "picture-path" && (!/^\/(images|media)\/[A-Za-z0-9._/-]+$/.test(value) || value.includes("..")))
      errors[f.name] = contentMessages.badPicturePath(f.label);
    else if (f.kind === "phone" && !isPhoneNumber(value)) errors[f.name] = contentMessages.badPhone(f.label);
    else if (f.kind === "email" && !isEmail(value)) errors[f.name] = contentMessages.badEmail(f.label);
    else if (f.kind === "url" && !isWebAddress(value)) errors[f.name] = contentMessages.badUrl(f.label);
    else if (f.kind === "place" && !/^[1-9][0-9]?$/.test(value)) errors[f.name] = contentMessages.badPlace(f.label);
    else if (f.kind === "site-path" && !isSitePath(value)) errors[f.name] = contentMessages.badSitePath(f.label);
    else if (f.kind === "date" && !isCalendarDate(value)) errors[f.name] = contentMessages.badDate(f.label);
    else if (f.kind === "rich-text") {
      const error = richTextError(f, value);
      if (error) errors[f.name] = error;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

function isListKind(kind: ContentFieldKind): boolean {
  return kind === "lines" || kind === "pairs" || kind === "groups";
}

/** A list field's first fault: a line too long, a highlight without both halves, a group without features. */
function listError(f: ContentField, value: string): string | undefined {
  const lines = linesOf(value);
  if (f.itemMaxLength && lines.some((line) => line.length > f.itemMaxLength!))
    return contentMessages.itemTooLong(f.label, f.itemMaxLength);
  if (f.kind === "pairs") {
    const bad = pairsOf(value).findIndex((p) => p === null);
    if (bad >= 0)
      return f.titledPairExample
        ? contentMessages.badTitledPairs(f.label, bad + 1, f.titledPairExample)
        : contentMessages.badPairs(f.label, bad + 1);
  }
  if (f.kind === "groups") {
    const groups = groupsOf(value);
    if (!groups || groups.some((g) => g.items.length === 0)) return contentMessages.badGroups(f.label);
  }
  return undefined;
}

/** A long text's first fault: not a document, empty, longer than the field, or a token the page cannot fill. */
function richTextError(f: ContentField, value: string): string | undefined {
  const parsed = parseRichTextJson(value);
  if (!parsed.ok) return parsed.message;
  const length = richTextLength(parsed.doc);
  if (length === 0) return contentMessages.required(f.label);
  if (length > f.maxLength) return contentMessages.tooLong(f.label, f.maxLength);
  const unknown = f.tokens ? unknownTokens(richTextPlainText(parsed.doc)) : [];
  return unknown.length ? contentMessages.badTokens(f.label, unknown) : undefined;
}

/** A real calendar date written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A page of this site as a field names it: a path starting with one /, without spaces or backslashes. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value);
}

/** A phone number as the site shows it: +, the country code, then digits in groups (7 to 15 digits in all). */
function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return /^\+[0-9][0-9 -]*[0-9]$/.test(value) && digits.length >= 7 && digits.length <= 15;
}

/** An absolute http(s) address with a host: nothing a link could run (javascript:, data:). */
function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** The fields whose values differ between two versions of an entry: what a refused save marks. */
export function changedFields(type: ContentType, a: ContentValues, b: ContentValues): string[] {
  return (CONTENT_TYPES[type].fields as readonly ContentField[])
    .map((f) => f.name)
    .filter((name) => (a[name] ?? "") !== (b[name] ?? ""));
}
