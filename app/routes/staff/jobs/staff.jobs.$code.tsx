import { data, Form, Link, redirect, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { formatLongDate } from "~/domain/dates";
import { jobFormValuesFrom, type JobFormValues } from "~/domain/job-form";
import { JOB_CODE_PATTERN } from "~/domain/jobs";
import { staffMessages } from "~/domain/staff/messages";
import { boardPath } from "~/domain/staff/pipeline-board";
import { staffJobMessages as m, type JobFormErrors } from "~/domain/staff/staff-jobs";
import { staffTime } from "~/domain/staff/staff-time";
import { interviewMessages } from "~/domain/interviews";
import { JobForm, JobStateBadge } from "~/features/staff/job-form";
import { field, intentOf } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.jobs.$code";
import { BackLink } from "~/features/staff/back-link";
import { CriteriaSection } from "~/features/staff/interviews/criteria-section";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? data.job.title : "Job");

function jobCode(param: string | undefined): number {
  if (!JOB_CODE_PATTERN.test(param ?? "") || Number(param) === 0) throw data(m.noSuchJob, { status: 404 });
  return Number(param);
}

/** HR and admins: one job's form, where it stands, and what can be done to it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "jobs:manage");
  const code = jobCode(params.code);
  const job = await context.services.jobs.get(code);
  if (!job) throw data(m.noSuchJob, { status: 404 });
  const search = new URL(request.url).searchParams;
  const copiedFrom = search.get("copiedFrom");
  // Set by the redirect after a creation or a copy: a notice for the page it lands on.
  const arrival =
    search.get("created") === "1"
      ? m.created(job.title)
      : copiedFrom && JOB_CODE_PATTERN.test(copiedFrom)
        ? m.duplicated(Number(copiedFrom))
        : null;
  return {
    job: { ...job, updated: staffTime(job.updatedAt, context.timeZone) },
    arrival,
    criteria: await context.services.interviews.criteria(code),
  };
}

type JobResult = {
  intent: string;
  success?: string;
  error?: string;
  errors?: JobFormErrors;
  values?: JobFormValues;
  /** The criteria as typed, given back on a refusal. */
  typed?: string;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const person = await context.staff.requirePermission(request, "jobs:manage");
  const form = await readStaffForm(request, context);
  const code = jobCode(params.code);
  const intent = intentOf(form);
  const jobs = context.services.jobs;
  const client = context.staff.client(request);
  const answer = (result: JobResult, status = 200) => data(result, { status });

  if (intent === "interview-criteria") {
    const typed = field(form, "criteria");
    const outcome = await context.services.interviews.saveCriteria(code, typed, person, client.ip);
    if (!outcome.ok) return answer({ intent, error: outcome.message, typed }, outcome.status);
    return answer({ intent, success: interviewMessages.criteriaSaved });
  }
  switch (intent) {
    case "save": {
      const values = jobFormValuesFrom(form);
      const outcome = await jobs.save(code, values, field(form, "version") || null, person, client);
      if (!outcome.ok)
        return answer(
          { intent, error: outcome.message, errors: "errors" in outcome ? outcome.errors : {}, values },
          outcome.status,
        );
      return answer({ intent, success: outcome.live ? m.savedLive(outcome.title) : m.saved(outcome.title) });
    }
    case "publish":
    case "unpublish":
    case "close":
    case "reopen": {
      const outcome = await jobs[intent](code, person, client);
      if (!outcome.ok) return answer({ intent, error: outcome.message }, outcome.status);
      const done = { publish: m.published, unpublish: m.unpublished, close: m.closed, reopen: m.reopened }[intent];
      const already = {
        publish: m.alreadyPublished,
        unpublish: m.notPublished,
        close: m.alreadyClosed,
        reopen: m.notClosed,
      }[intent];
      return answer({ intent, success: outcome.changed ? done(outcome.title) : already });
    }
    case "duplicate": {
      const outcome = await jobs.duplicate(code, person, client);
      if (!outcome.ok) return answer({ intent, error: outcome.message }, outcome.status);
      throw redirect(`/staff/jobs/${outcome.code}?copiedFrom=${code}`);
    }
    default:
      return answer({ intent, error: staffMessages.unknownAction }, 400);
  }
}

export default function StaffJob({ loaderData, actionData }: Route.ComponentProps) {
  const { job, arrival } = loaderData;
  const busy = useNavigation().state === "submitting";
  const saved = actionData?.intent === "save" ? actionData : undefined;
  const stateResult = actionData && actionData.intent !== "save" ? actionData : undefined;
  const live = job.state !== "draft";

  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/jobs">All jobs</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="break-words text-3xl font-bold text-brand-950">{job.title}</h1>
        <JobStateBadge state={job.state} />
      </div>
      <StaffNotice id="job-arrival" success={arrival} />

      <StaffSection id="standing" title="Where it stands">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">Job number</dt>
          <dd className="text-slate-900">{job.code}</dd>
          <dt className="font-semibold text-slate-700">On the site</dt>
          <dd className="text-slate-900">
            {live ? (
              <Link to={`/careers/job/${job.code}`} className="text-brand-800 underline">
                /careers/job/{job.code}
              </Link>
            ) : (
              "No: a draft appears nowhere on the site"
            )}
          </dd>
          <dt className="font-semibold text-slate-700">Posted on</dt>
          <dd className="text-slate-900">{live ? formatLongDate(job.postedOn) : "Not yet: the day it is published"}</dd>
          <dt className="font-semibold text-slate-700">Applications</dt>
          <dd className="text-slate-900">
            <Link to={`/staff/applications?job=${job.code}`} className="text-brand-800 underline">
              {job.applications} application{job.applications === 1 ? "" : "s"}
            </Link>
            {" · "}
            <Link to={boardPath(job.code)} className="text-brand-800 underline">
              Pipeline board
            </Link>
            {" · "}
            <Link to={`/staff/jobs/${job.code}/questions`} className="text-brand-800 underline">
              Screening questions
            </Link>
          </dd>
          <dt className="font-semibold text-slate-700">Last change</dt>
          <dd className="break-all text-slate-900">
            <time dateTime={job.updated.iso}>{job.updated.text}</time>
            {job.updatedBy ? `, by ${job.updatedBy}` : ", demonstration data"}
          </dd>
        </dl>
      </StaffSection>

      <StaffSection id="publishing" title="Publishing" description={standingNote(job.state)}>
        <div className="flex flex-wrap gap-3">
          {job.state === "draft" && (
            <ActionButton code={job.code} intent="publish" label="Publish" primary busy={busy} />
          )}
          {job.state === "published" && <ActionButton code={job.code} intent="close" label="Close" busy={busy} />}
          {job.state === "closed" && (
            <ActionButton code={job.code} intent="reopen" label="Reopen" primary busy={busy} />
          )}
          {live && <ActionButton code={job.code} intent="unpublish" label="Unpublish" busy={busy} />}
          <ActionButton code={job.code} intent="duplicate" label="Duplicate" busy={busy} />
        </div>
        <StaffNotice id="publishing-notice" success={stateResult?.success} error={stateResult?.error} />
      </StaffSection>

      <StaffSection id="edit" title="The job" description="What the careers pages and the application form show.">
        {/* A new key after each save shows the stored values, not the browser's memory of the old form. */}
        <JobForm
          key={job.version ?? "form"}
          values={saved?.values ?? job.values}
          errors={saved?.errors}
          message={saved?.error}
          version={job.version}
          action={`/staff/jobs/${job.code}`}
          submitLabel="Save"
          busy={busy}
        />
        <StaffNotice id="save-notice" success={saved?.success} />
      </StaffSection>

      <CriteriaSection
        criteria={loaderData.criteria}
        result={actionData?.intent === "interview-criteria" ? actionData : undefined}
        busy={busy}
      />
    </div>
  );
}

function standingNote(state: "draft" | "published" | "closed" | "expired"): string {
  switch (state) {
    case "draft":
      return "A draft: only the console sees it. Publishing lists it on the careers page, dated today, and opens it to applications.";
    case "published":
      return "Listed on the careers page and taking applications. Closing keeps it listed as Closed; unpublishing takes it off the site.";
    case "closed":
      return "Closed by hand: listed as Closed while recent, taking no applications. Reopening takes applications again.";
    case "expired":
      return "Its last date of apply has passed: listed as Closed for 30 days after it. Set a later date and save to open it again.";
  }
}

function ActionButton({
  code,
  intent,
  label,
  primary,
  busy,
}: {
  code: number;
  intent: string;
  label: string;
  primary?: boolean;
  busy: boolean;
}) {
  return (
    <Form method="post" action={`/staff/jobs/${code}`}>
      <XsrfField />
      <Button type="submit" name="intent" value={intent} variant={primary ? "primary" : "secondary"} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}
