import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import {
  checkTemplate,
  DECISION_STAGES,
  fillTemplate,
  isDecisionStage,
  REASON_MAX_LENGTH,
  templateMessages,
  type DecisionStage,
  type MergeValues,
  type TemplateDraft,
  type TemplateFieldErrors,
} from "~/domain/staff/message-templates";
import type { SubmissionKind } from "~/domain/submission-kind";
import { isCleanText } from "~/domain/validation/patterns";
import type { Db } from "../db/database";
import { findApplicantContact } from "./applicant-contact.repository";
import {
  findTemplate,
  insertRejectionReason,
  insertTemplate,
  insertTemplateRevision,
  listRejectionReasons,
  listTemplateRevisions,
  listTemplates,
  removeRejectionReason,
  updateTemplateIfRevision,
  type TemplateRow,
} from "./message-templates.repository";
import { applicantMessage } from "./applicants.mail";
import { mailSite } from "../mail/mail-site";
import { renderMailText } from "../mail/mail-text";
import { mergeValuesOf } from "./applicant-mail";
import { audit, type AuditActor } from "../audit/audit";

export type TemplateView = {
  id: number;
  stage: DecisionStage | null;
  name: string;
  subject: string;
  body: string;
  tellByDefault: boolean;
  revision: number;
  updatedAt: string;
};

export type TemplateSaveResult =
  | { ok: true; id: number; revision: number }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: TemplateFieldErrors };

/** The sample application a preview is filled with when no reference is given. */
export const SAMPLE_VALUES: MergeValues = {
  name: "Anita Raman",
  job: "Claims Analyst",
  reference: "A-000017",
  company: mailSite("http://localhost").name,
  reason: "Position filled",
};

const SAMPLE_JOB_CODE = 12;

const viewOf = (t: TemplateRow): TemplateView => ({
  id: t.id,
  stage: isDecisionStage(t.stage) ? t.stage : null,
  name: t.name,
  subject: t.subject,
  body: t.body,
  tellByDefault: t.tell_by_default === 1,
  revision: t.revision,
  updatedAt: t.updated_at,
});

/** "A-000017" → the application it names; null for anything else. */
function submissionOf(reference: string): { kind: SubmissionKind; id: number } | null {
  const m = /^([AR])-(\d{6,9})$/.exec(reference.trim().toUpperCase());
  return m ? { kind: m[1] === "A" ? "application" : "resume", id: Number(m[2]) } : null;
}

const normalised = (draft: TemplateDraft): TemplateDraft => ({
  name: draft.name.trim(),
  subject: draft.subject.replace(/\r\n?/g, "\n").trim(),
  body: draft.body.replace(/\r\n?/g, "\n").trim(),
});

/**
 * Message templates and rejection reasons (docs/product.md §10.13): the templates HR edits, each save a new
 * revision with an audit row, refused with a message beside the field when it names an unknown merge
 * field; a preview filled with a sample or a real application; and the short list of rejection reasons.
 */
export function createMessageTemplatesService({ db, siteUrl }: { db: Db; siteUrl: string }) {
  const stageOrder = (t: TemplateView) => (t.stage ? DECISION_STAGES.indexOf(t.stage) : DECISION_STAGES.length);

  return {
    /** The stage templates in the pipeline's order, then the free ones by name. */
    async list(): Promise<TemplateView[]> {
      return (await listTemplates(db))
        .map(viewOf)
        .sort((a, b) => stageOrder(a) - stageOrder(b) || a.name.localeCompare(b.name));
    },

    async get(id: number) {
      const row = await findTemplate(db, id);
      if (!row) return null;
      const revisions = await listTemplateRevisions(db, id);
      return {
        template: viewOf(row),
        revisions: revisions.map((r) => ({
          revision: r.revision,
          name: r.name,
          subject: r.subject,
          body: r.body,
          tellByDefault: r.tell_by_default === 1,
          at: r.saved_at,
          by: r.saved_by_name ?? r.saved_by_label.replace(/^system: /, ""),
        })),
      };
    },

    /** A new free template: its first revision and an audit row. */
    async create(draft: TemplateDraft, actor: AuditActor, ip: string | null): Promise<TemplateSaveResult> {
      const text = normalised(draft);
      const errors = checkTemplate(text, null);
      if (Object.keys(errors).length) return { ok: false, status: 400, message: templateMessages.notSaved, errors };
      const at = new Date().toISOString();
      return db.transaction().execute(async (tx) => {
        const id = await insertTemplate(tx, { ...text, stage: null, tell_by_default: 0, revision: 1, updated_at: at });
        await insertTemplateRevision(tx, {
          template_id: id,
          revision: 1,
          ...text,
          tell_by_default: 0,
          saved_at: at,
          saved_by_user_id: "userId" in actor ? actor.userId : null,
          saved_by_label: "userId" in actor ? actor.label : `system: ${actor.system}`,
        });
        await audit(tx, {
          actor,
          action: AUDIT_ACTIONS.templateCreated,
          ip,
          target: { type: "message_template", id },
          at,
        });
        return { ok: true as const, id, revision: 1 };
      });
    },

    /**
     * Saves a new version of a template, only while it is still at the revision the person opened (a
     * save made meanwhile by someone else is not overwritten): a new revision and an audit row.
     */
    async save(request: {
      id: number;
      seenRevision: number;
      draft: TemplateDraft;
      tellByDefault: boolean;
      actor: AuditActor;
      ip: string | null;
      /** The revision restored, for the audit row; absent for a save from the form. */
      restoredFrom?: number;
    }): Promise<TemplateSaveResult> {
      const { id, actor } = request;
      const row = await findTemplate(db, id);
      if (!row) return { ok: false, status: 404, message: templateMessages.noSuchTemplate };
      const text = normalised(request.draft);
      const errors = checkTemplate(text, isDecisionStage(row.stage) ? row.stage : null);
      if (Object.keys(errors).length) return { ok: false, status: 400, message: templateMessages.notSaved, errors };
      const at = new Date().toISOString();
      const tell = request.tellByDefault ? 1 : 0;
      return db.transaction().execute(async (tx): Promise<TemplateSaveResult> => {
        const saved = await updateTemplateIfRevision(tx, id, request.seenRevision, {
          ...text,
          tell_by_default: tell,
          updated_at: at,
        });
        if (!saved) return { ok: false, status: 409, message: templateMessages.stale };
        const revision = request.seenRevision + 1;
        await insertTemplateRevision(tx, {
          template_id: id,
          revision,
          ...text,
          tell_by_default: tell,
          saved_at: at,
          saved_by_user_id: "userId" in actor ? actor.userId : null,
          saved_by_label: "userId" in actor ? actor.label : `system: ${actor.system}`,
        });
        await audit(tx, {
          actor,
          action: request.restoredFrom ? AUDIT_ACTIONS.templateRestored : AUDIT_ACTIONS.templateSaved,
          ip: request.ip,
          target: { type: "message_template", id },
          detail: { revision, ...(request.restoredFrom && { restoredFrom: request.restoredFrom }) },
          at,
        });
        return { ok: true, id, revision };
      });
    },

    /**
     * The mail a template makes, as its text part says it: filled with a sample application, or with
     * the application or resume of a reference given (its name, job and reference, shown as text).
     */
    async preview(
      draft: TemplateDraft,
      sampleReference = "",
    ): Promise<{ subject: string; text: string; sample: string }> {
      let values = SAMPLE_VALUES;
      let job: { code: number; title: string } | null = { code: SAMPLE_JOB_CODE, title: SAMPLE_VALUES.job };
      let sample = "a sample application";
      const target = submissionOf(sampleReference);
      if (target) {
        const contact = await findApplicantContact(db, target.kind, target.id);
        if (contact && !contact.erased_at) {
          values = mergeValuesOf(target.kind, contact, SAMPLE_VALUES.reason);
          // A resume sent for no job names none (as its mails do).
          job =
            target.kind === "resume" && contact.job_code === 0 ? null : { code: contact.job_code, title: values.job };
          sample = values.reference;
        }
      }
      const site = {
        ...mailSite(siteUrl),
        statusLink: () => `${siteUrl}/careers/application/(the applicant's private link)`,
      };
      const text = normalised(draft);
      const content = applicantMessage.content(
        {
          email: "applicant@example.invalid",
          reference: values.reference,
          job,
          subject: fillTemplate(text.subject || "(no subject)", values),
          body: fillTemplate(text.body || "(no text)", values),
          stage: null,
          statusSeed: "preview",
        },
        site,
      );
      return { subject: content.subject, text: renderMailText(content, site), sample };
    },

    reasons: () => listRejectionReasons(db),

    async addReason(raw: string, actor: AuditActor, ip: string | null) {
      const text = raw.trim();
      if (!text) return { ok: false as const, message: templateMessages.reasonMissing };
      if (Array.from(text).length > REASON_MAX_LENGTH || !isCleanText(text))
        return { ok: false as const, message: templateMessages.reasonTooLong };
      const existing = await listRejectionReasons(db);
      if (existing.some((r) => r.text.toLowerCase() === text.toLowerCase()))
        return { ok: false as const, message: templateMessages.reasonTaken };
      const at = new Date().toISOString();
      await db.transaction().execute(async (tx) => {
        const id = await insertRejectionReason(tx, text, at);
        await audit(tx, {
          actor,
          action: AUDIT_ACTIONS.rejectionReasonAdded,
          ip,
          target: { type: "rejection_reason", id },
          detail: { text },
          at,
        });
      });
      return { ok: true as const };
    },

    async removeReason(id: number, actor: AuditActor, ip: string | null) {
      const at = new Date().toISOString();
      return db.transaction().execute(async (tx) => {
        if (!(await removeRejectionReason(tx, id, at))) return false;
        await audit(tx, {
          actor,
          action: AUDIT_ACTIONS.rejectionReasonRemoved,
          ip,
          target: { type: "rejection_reason", id },
          at,
        });
        return true;
      });
    },
  };
}
