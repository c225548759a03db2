import { todayIn } from "~/domain/dates";
import { jobFormValuesOf, type JobFormValues, type JobInput } from "~/domain/job-form";
import { checkJobForm } from "~/domain/job-form-schema";
import { isJobClosed, jobState } from "~/domain/jobs";
import { AUDIT_ACTIONS, type AuditAction } from "~/domain/staff/audit-actions";
import {
  staffJobMessages as m,
  type JobFormErrors,
  type StaffJob,
  type StaffJobSummary,
} from "~/domain/staff/staff-jobs";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { CacheBus } from "../cache-bus";
import type { Executor } from "../db/database";
import {
  countApplicationsByJob,
  findJobByCode,
  insertJob,
  listAllJobs,
  updateJob,
  type JobChange,
  type JobRow,
} from "./jobs.repository";
import { postingColumnsOf, postingFieldsOf } from "./job-posting-columns";
import { insertJobPublication } from "../newsletter/job-alerts.repository";
import { audit, staffActor } from "../audit/audit";
import type { ServiceDeps } from "../service-deps";
import { fail, type ClientInfo, type StaffFailure } from "../staff/staff-common";

/** The console's list: this many jobs a page. */
export const STAFF_JOBS_PAGE_SIZE = 50;

export type JobFormRefusal = { ok: false; status: 400; message: string; errors: JobFormErrors };
export type JobStateOutcome = { ok: true; changed: boolean; title: string } | StaffFailure;

const flag = (b: boolean) => (b ? 1 : 0) as 0 | 1;

function inputOf(row: JobRow): JobInput {
  return {
    title: row.title,
    location: row.location,
    experience: row.experience,
    description: row.description ?? "",
    preferredSkills: row.preferred_skills,
    additionalSkills: row.additional_skills,
    benefits: row.benefits,
    lastDateOfApply: row.last_date_of_apply ? row.last_date_of_apply.slice(0, 10) : null,
    contactInfo: row.contact_info,
    isReferral: row.is_referral === 1,
    isExperienceRequired: row.is_experience_required === 1,
    minimumExperienceYear: row.minimum_experience_year === null ? null : Number(row.minimum_experience_year),
    isCurrentCtcRequired: row.is_current_ctc_required === 1,
    isExpectedCtcRequired: row.is_expected_ctc_required === 1,
    ...postingFieldsOf(row),
  };
}

function columnsOf(job: JobInput) {
  return {
    title: job.title,
    location: job.location,
    experience: job.experience,
    description: job.description,
    preferred_skills: job.preferredSkills,
    additional_skills: job.additionalSkills,
    benefits: job.benefits,
    last_date_of_apply: job.lastDateOfApply,
    contact_info: job.contactInfo,
    is_referral: flag(job.isReferral),
    is_experience_required: flag(job.isExperienceRequired),
    minimum_experience_year: job.minimumExperienceYear,
    is_current_ctc_required: flag(job.isCurrentCtcRequired),
    is_expected_ctc_required: flag(job.isExpectedCtcRequired),
    ...postingColumnsOf(job),
  };
}

function stateOf(row: JobRow, today: string) {
  return jobState(
    { isPublished: row.is_published === 1, isClosedFlag: row.is_closed === 1, lastDateOfApply: row.last_date_of_apply },
    today,
  );
}

function summaryOf(row: JobRow, today: string, applications: number): StaffJobSummary {
  return {
    code: Number(row.code),
    title: row.title,
    location: row.location,
    state: stateOf(row, today),
    lastDateOfApply: row.last_date_of_apply ? row.last_date_of_apply.slice(0, 10) : null,
    applications,
    updatedAt: row.updated_at ?? row.created_at,
    updatedBy: row.updated_by,
  };
}

/**
 * Jobs as HR runs them in the staff console (docs/product.md §10.6): drafts, saves, publish,
 * unpublish, close, reopen, duplicate. Every change is one audit row in the change's transaction, and
 * once committed a "jobs" event on the cache bus, so the careers pages, the sitemap and the API show
 * it in every process at once (docs/decisions/0051-cache-bus.md). The public rules are the careers
 * service's, unchanged: it reads the same rows.
 */
export function createJobsService({
  db,
  config,
  cacheBus,
  now = () => new Date(),
}: Pick<ServiceDeps, "db" | "config"> & { cacheBus: CacheBus; now?: () => Date }) {
  const today = () => todayIn(config.timeZone, now());
  const target = (code: number) => ({ type: "job", id: code });

  /** Runs a change and its audit row in one transaction; tells every process once it is committed. */
  async function change<T extends { ok: boolean; changed?: boolean }>(work: (tx: Executor) => Promise<T>) {
    const outcome = await db.transaction().execute(work);
    if (outcome.ok && outcome.changed !== false) await cacheBus.publish("jobs");
    return outcome;
  }

  function record(
    tx: Executor,
    actor: SignedInStaff,
    client: ClientInfo,
    action: AuditAction,
    code: number,
    detail?: Record<string, unknown>,
  ) {
    return audit(tx, { actor: staffActor(actor), action, ip: client.ip, target: target(code), detail });
  }

  function stamp(actor: SignedInStaff) {
    return { updated_at: now().toISOString(), updated_by: actor.email };
  }

  /** A flag change (publish, unpublish, close, reopen) of a job found in the transaction. */
  function flagChange(
    code: number,
    actor: SignedInStaff,
    client: ClientInfo,
    decide: (row: JobRow, today: string) => StaffFailure | { set: JobChange; action: AuditAction } | null,
  ): Promise<JobStateOutcome> {
    return change(async (tx): Promise<JobStateOutcome> => {
      const row = await findJobByCode(tx, code);
      if (!row) return fail(404, m.noSuchJob);
      const decision = decide(row, today());
      if (decision === null) return { ok: true, changed: false, title: row.title };
      if ("ok" in decision) return decision;
      await updateJob(tx, code, { ...decision.set, ...stamp(actor) });
      // A publication is what job alerts are told of (server/newsletter/job-alerts.ts); edits and closes are not.
      if (decision.set.is_published === 1) await insertJobPublication(tx, code, now().toISOString());
      await record(tx, actor, client, decision.action, code, { from: stateOf(row, today()) });
      return { ok: true, changed: true, title: row.title };
    });
  }

  return {
    /** One page of every job, newest first, with its state and application count; `older` opens the next. */
    async list(before?: number): Promise<{ jobs: StaffJobSummary[]; older: number | null }> {
      const rows = await listAllJobs(db, STAFF_JOBS_PAGE_SIZE + 1, before);
      const page = rows.slice(0, STAFF_JOBS_PAGE_SIZE);
      const counts = await countApplicationsByJob(
        db,
        page.map((r) => Number(r.code)),
      );
      const t = today();
      const jobs = page.map((r) => summaryOf(r, t, counts.get(Number(r.code)) ?? 0));
      return { jobs, older: rows.length > STAFF_JOBS_PAGE_SIZE ? jobs.at(-1)!.code : null };
    },

    async get(code: number): Promise<StaffJob | null> {
      const row = await findJobByCode(db, code);
      if (!row) return null;
      const counts = await countApplicationsByJob(db, [code]);
      return {
        ...summaryOf(row, today(), counts.get(code) ?? 0),
        values: jobFormValuesOf(inputOf(row)),
        postedOn: row.posted_on.slice(0, 10),
        version: row.updated_at,
      };
    },

    /** A new job from the form, as a draft: nothing public changes until it is published. */
    async create(
      values: JobFormValues,
      actor: SignedInStaff,
      client: ClientInfo,
    ): Promise<{ ok: true; code: number } | JobFormRefusal> {
      const check = checkJobForm(values);
      if (!check.ok) return { ok: false, status: 400, message: m.formInvalid, errors: check.errors };
      return db.transaction().execute(async (tx) => {
        const code = await insertDraft(tx, check.job, actor, client);
        await record(tx, actor, client, AUDIT_ACTIONS.jobCreated, code);
        return { ok: true as const, code };
      });
    },

    /**
     * Saves the form over the job, unless someone changed the job after `version` (the last change the
     * form was opened on): then nothing is saved and the page keeps what was typed.
     */
    async save(
      code: number,
      values: JobFormValues,
      version: string | null,
      actor: SignedInStaff,
      client: ClientInfo,
    ): Promise<{ ok: true; changed: true; title: string; live: boolean } | JobFormRefusal | StaffFailure> {
      const check = checkJobForm(values);
      if (!check.ok) return { ok: false, status: 400, message: m.formInvalid, errors: check.errors };
      return change(async (tx) => {
        const row = await findJobByCode(tx, code);
        if (!row) return fail(404, m.noSuchJob);
        if (!(await updateJob(tx, code, { ...columnsOf(check.job), ...stamp(actor) }, version))) {
          return fail(409, m.changedMeanwhile(row.updated_by));
        }
        await record(tx, actor, client, AUDIT_ACTIONS.jobSaved, code);
        return { ok: true as const, changed: true as const, title: check.job.title, live: row.is_published === 1 };
      });
    },

    /** Puts the job on the careers pages, dated today; refused when its last date has passed. */
    publish(code: number, actor: SignedInStaff, client: ClientInfo) {
      return flagChange(code, actor, client, (row, t) => {
        if (row.is_published === 1) return null;
        if (row.last_date_of_apply && row.last_date_of_apply.slice(0, 10) < t)
          return fail(409, m.publishPastDate(row.last_date_of_apply.slice(0, 10)));
        return { set: { is_published: 1, posted_on: t }, action: AUDIT_ACTIONS.jobPublished };
      });
    },

    /** Takes the job off the site entirely: a draft again. */
    unpublish(code: number, actor: SignedInStaff, client: ClientInfo) {
      return flagChange(code, actor, client, (row) =>
        row.is_published === 1 ? { set: { is_published: 0 }, action: AUDIT_ACTIONS.jobUnpublished } : null,
      );
    },

    /** Stops applications: the careers page shows it Closed while it is recent (decision 0005). */
    close(code: number, actor: SignedInStaff, client: ClientInfo) {
      return flagChange(code, actor, client, (row) => {
        if (row.is_published !== 1) return fail(409, m.closeDraft);
        return row.is_closed === 1 ? null : { set: { is_closed: 1 }, action: AUDIT_ACTIONS.jobClosed };
      });
    },

    /** Undoes a close by hand; refused when the last date has passed (the job would stay closed). */
    reopen(code: number, actor: SignedInStaff, client: ClientInfo) {
      return flagChange(code, actor, client, (row, t) => {
        if (row.is_closed !== 1) return null;
        if (isJobClosed({ isClosedFlag: false, lastDateOfApply: row.last_date_of_apply }, t))
          return fail(409, m.reopenPastDate(row.last_date_of_apply!.slice(0, 10)));
        return { set: { is_closed: 0 }, action: AUDIT_ACTIONS.jobReopened };
      });
    },

    /** A new draft with the job's fields, to start a similar opening. */
    async duplicate(
      code: number,
      actor: SignedInStaff,
      client: ClientInfo,
    ): Promise<{ ok: true; code: number } | StaffFailure> {
      return db.transaction().execute(async (tx) => {
        const row = await findJobByCode(tx, code);
        if (!row) return fail(404, m.noSuchJob);
        const copy = await insertDraft(tx, inputOf(row), actor, client);
        await record(tx, actor, client, AUDIT_ACTIONS.jobCreated, copy, { copiedFrom: code });
        return { ok: true as const, code: copy };
      });
    },
  };

  async function insertDraft(tx: Executor, job: JobInput, actor: SignedInStaff, client: ClientInfo) {
    const at = now().toISOString();
    return insertJob(tx, {
      ...columnsOf(job),
      is_closed: 0,
      is_published: 0,
      posted_on: today(),
      created_at: at,
      client_ip: client.ip,
      updated_at: at,
      updated_by: actor.email,
    });
  }
}
