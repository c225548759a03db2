import { PIPELINE_STAGES, type ApplicationStatus } from "../application-pipeline";

/**
 * Message templates: the texts HR writes to applicants (docs/product.md §10.13). One template per decision
 * stage, offered when an application moves there, plus free templates for any mail. The merge fields,
 * their check when a template is saved, and how a template is filled live here, once, for the console's
 * forms and the server's mails.
 */

/** The stages whose moves offer "Tell the applicant" with their template. */
export const DECISION_STAGES = ["shortlisted", "interview", "offer", "hired", "rejected"] as const;
export type DecisionStage = (typeof DECISION_STAGES)[number];

export function isDecisionStage(value: unknown): value is DecisionStage {
  return typeof value === "string" && (DECISION_STAGES as readonly string[]).includes(value);
}

/**
 * A move back (a rejection or withdrawal undone, or a stage taken back) is a correction, not a decision:
 * it offers no mail and sends none (docs/product.md §10.4).
 */
export function isUndo(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (from === "rejected" || from === "withdrawn") return true;
  const stages = PIPELINE_STAGES as readonly string[];
  return stages.includes(to) && stages.indexOf(to) < stages.indexOf(from);
}

/** Whether a move from `from` to `to` offers "Tell the applicant". */
export function offersMail(from: ApplicationStatus, to: ApplicationStatus): to is DecisionStage {
  return isDecisionStage(to) && !isUndo(from, to);
}

export const MERGE_FIELDS = ["name", "job", "reference", "statusLink", "company", "reason"] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** What each field becomes, as the templates page explains them. */
export const MERGE_FIELD_HELP: Record<MergeField, string> = {
  name: "the applicant's name as they typed it",
  job: "the job's title (or “a position with us” for a resume sent for no job)",
  reference: "the reference the applicant quotes, e.g. A-000017",
  statusLink: "the applicant's private status link (on a line of its own it becomes a button)",
  company: "the company's name",
  reason: "the rejection reason chosen (rejection template only; empty when none was chosen)",
};

/**
 * The subject holds nothing the applicant typed and no secret: no name (docs/decisions/0090: no subject
 * holds visitor text) and no status link.
 */
const SUBJECT_FIELDS: readonly MergeField[] = ["job", "reference", "company", "reason"];

export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 10_000;

const FIELD = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const templateMessages = {
  nameMissing: "Give the template a name.",
  nameTooLong: `The name must be at most ${TEMPLATE_NAME_MAX} characters.`,
  subjectMissing: "Write the subject.",
  subjectTooLong: `The subject must be at most ${TEMPLATE_SUBJECT_MAX} characters.`,
  bodyMissing: "Write the text of the mail.",
  bodyTooLong: `The text must be at most ${TEMPLATE_BODY_MAX} characters.`,
  unknownField: (field: string) =>
    `{{${field}}} is not a merge field. Use ${MERGE_FIELDS.filter((f) => f !== "reason")
      .map((f) => `{{${f}}}`)
      .join(", ")} (and {{reason}} in the rejection template).`,
  reasonOnlyInRejection: "{{reason}} is filled only in the rejection template: a rejection reason is chosen there.",
  notInSubject: (field: string) =>
    `{{${field}}} cannot be in the subject: ${field === "name" ? "a subject holds nothing the applicant typed" : "the private link belongs in the text"}.`,
  unclosed: "A merge field is not closed: write it as {{name}}, with two braces on each side.",
  notSaved: "The template was not saved: see the message beside the field.",
  saved: "Template saved.",
  created: "Template created.",
  stale:
    "Someone saved this template after you opened it. Their version is shown below; your text is kept in the form.",
  noSuchTemplate: "There is no such template.",
  restored: (revision: number) => `Revision ${revision} restored as a new revision.`,
  reasonMissing: "Write the reason.",
  reasonTooLong: "A reason must be at most 80 characters.",
  reasonAdded: "Reason added.",
  reasonRemoved: "Reason removed from the list (moves that used it keep it).",
  reasonTaken: "That reason is already on the list.",
} as const;

export type TemplateFieldErrors = Partial<Record<"name" | "subject" | "body", string>>;

/** The merge fields a text uses, as written between the braces. */
export function fieldsIn(text: string): string[] {
  return Array.from(text.matchAll(FIELD), (m) => m[1]!);
}

/** Left-over braces after the fields are taken out: a field written `{{name}` or `{name}}`. */
function hasUnclosedField(text: string): boolean {
  return /\{\{|\}\}/.test(text.replace(FIELD, ""));
}

function checkFields(text: string, allowed: readonly MergeField[], isSubject: boolean): string | null {
  for (const field of fieldsIn(text)) {
    if (!(MERGE_FIELDS as readonly string[]).includes(field)) return templateMessages.unknownField(field);
    if (isSubject && !SUBJECT_FIELDS.includes(field as MergeField)) return templateMessages.notInSubject(field);
    if (!allowed.includes(field as MergeField)) return templateMessages.reasonOnlyInRejection;
  }
  return hasUnclosedField(text) ? templateMessages.unclosed : null;
}

export type TemplateDraft = { name: string; subject: string; body: string };

/** The fields a template of this stage (null: a free one) may use. */
export function fieldsAllowed(stage: DecisionStage | null): readonly MergeField[] {
  return stage === "rejected" ? MERGE_FIELDS : MERGE_FIELDS.filter((f) => f !== "reason");
}

/** Checks a template before it is saved; an empty object when it may be. */
export function checkTemplate(draft: TemplateDraft, stage: DecisionStage | null): TemplateFieldErrors {
  const errors: TemplateFieldErrors = {};
  const allowed = fieldsAllowed(stage);
  const name = draft.name.trim();
  if (!name) errors.name = templateMessages.nameMissing;
  else if (Array.from(name).length > TEMPLATE_NAME_MAX) errors.name = templateMessages.nameTooLong;
  const subject = draft.subject.trim();
  if (!subject) errors.subject = templateMessages.subjectMissing;
  else if (Array.from(subject).length > TEMPLATE_SUBJECT_MAX) errors.subject = templateMessages.subjectTooLong;
  else {
    const wrong = checkFields(subject, allowed, true);
    if (wrong) errors.subject = wrong;
  }
  const body = draft.body.trim();
  if (!body) errors.body = templateMessages.bodyMissing;
  else if (Array.from(body).length > TEMPLATE_BODY_MAX) errors.body = templateMessages.bodyTooLong;
  else {
    const wrong = checkFields(body, allowed, false);
    if (wrong) errors.body = wrong;
  }
  return errors;
}

/** The values a template is filled with; the status link is put in when the mail is sent (it is a secret). */
export type MergeValues = Record<Exclude<MergeField, "statusLink">, string>;

/**
 * Fills every field but `{{statusLink}}`, which stays as written (normalised to `{{statusLink}}`) for the
 * mail to replace when it is sent: the outbox row keeps the link's seed, never the link.
 */
export function fillTemplate(text: string, values: MergeValues): string {
  return text.replace(FIELD, (whole, field: string) => {
    if (field === "statusLink") return STATUS_LINK_FIELD;
    return Object.hasOwn(values, field) ? values[field as keyof MergeValues] : whole;
  });
}

export const STATUS_LINK_FIELD = "{{statusLink}}";

/** A text filled as the mail has it: paragraphs at blank lines (as the news text, §10.7), line breaks kept. */
export function paragraphsOf(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export const REASON_MAX_LENGTH = 80;
