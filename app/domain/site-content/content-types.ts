/**
 * What marketing edits on the public site (docs/product/staff-content.md §10.15): each content type is a
 * list of entries of the same fields. An entry is stored per locale (English only for now; the languages
 * issue adds others without a migration), as a draft and its published revisions.
 */
export type ContentFieldKind = "text" | "long-text" | "picture-path" | "choice";

export type ContentField = {
  name: string;
  label: string;
  kind: ContentFieldKind;
  maxLength: number;
  /** For a choice: the values and their labels, in order. */
  choices?: readonly { value: string; label: string }[];
  hint?: string;
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
};

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
} as const satisfies Record<string, ContentTypeDefinition>;

export type ContentType = keyof typeof CONTENT_TYPES;
export const CONTENT_TYPE_NAMES = Object.keys(CONTENT_TYPES) as ContentType[];

/** The locales an entry may be stored in; English is the original every other falls back to. */
export const CONTENT_LOCALES = ["en"] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
export const DEFAULT_LOCALE: ContentLocale = "en";

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
  saved: "The draft is saved. The public site still shows the published version until you publish.",
  published: "Published: the public pages show it now.",
  unpublished: "Taken off the public pages; the draft is kept.",
  restored: (revision: number) => `Revision ${revision} is the draft again. Publish it to show it.`,
  staleDraft:
    "Someone else saved this entry after you opened it. Your text is below; the fields that differ from theirs are marked. Copy what you need, reload, and save again.",
  noSuchEntry: "There is no such entry.",
  noDraftChanges: "The draft is what is published already.",
} as const;

export type ContentFieldErrors = Record<string, string>;

/**
 * Checks an entry's values against its type: every field required, within its length; a choice among its
 * values; a picture a path on this site (nothing typed ever becomes a link elsewhere or markup). Answers the
 * trimmed values and the first message per field.
 */
export function validateContent(
  type: ContentType,
  input: ContentValues,
): { ok: true; values: ContentValues } | { ok: false; errors: ContentFieldErrors } {
  const errors: ContentFieldErrors = {};
  const values: ContentValues = {};
  for (const f of CONTENT_TYPES[type].fields as readonly ContentField[]) {
    const value = (input[f.name] ?? "").trim();
    values[f.name] = value;
    if (!value) errors[f.name] = contentMessages.required(f.label);
    else if (value.length > f.maxLength) errors[f.name] = contentMessages.tooLong(f.label, f.maxLength);
    else if (f.kind === "choice" && !f.choices?.some((c) => c.value === value))
      errors[f.name] = contentMessages.badChoice(f.label);
    else if (f.kind === "picture-path" && (!/^\/(images|media)\/[A-Za-z0-9._/-]+$/.test(value) || value.includes("..")))
      errors[f.name] = contentMessages.badPicturePath(f.label);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

/** The fields whose values differ between two versions of an entry: what a refused save marks. */
export function changedFields(type: ContentType, a: ContentValues, b: ContentValues): string[] {
  return (CONTENT_TYPES[type].fields as readonly ContentField[])
    .map((f) => f.name)
    .filter((name) => (a[name] ?? "") !== (b[name] ?? ""));
}
