import { data, redirect, useNavigation } from "react-router";
import { EMPTY_JOB_FORM, jobFormValuesFrom, type JobFormValues } from "~/domain/job-form";
import { staffMessages } from "~/domain/staff/messages";
import type { JobFormErrors } from "~/domain/staff/staff-jobs";
import { JobForm } from "~/features/staff/job-form";
import { intentOf } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff.jobs.new";
import { BackLink } from "~/features/staff/back-link";

export const meta: Route.MetaFunction = () => staffMeta("New job");

export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "jobs:manage");
  return null;
}

type NewJobResult = { error: string; errors?: JobFormErrors; values?: JobFormValues };

/** Saves the form as a draft and opens it; a refused form comes back as typed, with its messages. */
export async function action({ request, context }: Route.ActionArgs) {
  const person = await context.staff.requirePermission(request, "jobs:manage");
  const form = await readStaffForm(request, context);
  if (intentOf(form) !== "save") return data<NewJobResult>({ error: staffMessages.unknownAction }, { status: 400 });
  const values = jobFormValuesFrom(form);
  const outcome = await context.services.jobs.create(values, person, context.staff.client(request));
  if (!outcome.ok)
    return data<NewJobResult>({ error: outcome.message, errors: outcome.errors, values }, { status: 400 });
  throw redirect(`/staff/jobs/${outcome.code}?created=1`);
}

export default function NewJob({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/jobs">All jobs</BackLink>
      <h1 className="text-3xl font-bold text-brand-950">New job</h1>
      <p className="max-w-3xl text-slate-700">
        It is saved as a draft, seen by no one outside the console; publish it from its page when it is ready.
      </p>
      <section aria-label="The job" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <JobForm
          values={actionData?.values ?? EMPTY_JOB_FORM}
          errors={actionData?.errors}
          message={actionData?.error}
          submitLabel="Save draft"
          busy={busy}
        />
      </section>
    </div>
  );
}
