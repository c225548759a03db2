import { data, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { JOB_CODE_PATTERN } from "~/domain/jobs";
import {
  hasWanted,
  SCREENING_KIND_LABELS,
  wantedInWords,
  type ScreeningQuestionForm as FormValues,
} from "~/domain/screening-questions";
import { staffMessages } from "~/domain/staff/messages";
import { staffJobMessages as m } from "~/domain/staff/staff-jobs";
import { BackLink } from "~/features/staff/back-link";
import { IntentForm } from "~/features/staff/intent-form";
import {
  EMPTY_QUESTION,
  formValuesOf,
  ScreeningQuestionForm,
} from "~/features/staff/screening/screening-question-form";
import { field, intentOf } from "~/features/staff/staff-action";
import { readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.jobs.$code_.questions";

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Screening questions: ${data.job.title}` : "Screening questions");

function jobCode(param: string | undefined): number {
  if (!JOB_CODE_PATTERN.test(param ?? "") || Number(param) === 0) throw data(m.noSuchJob, { status: 404 });
  return Number(param);
}

/** HR and admins, as for the job itself: the questions the wizard asks for this job (docs/decisions/0174). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "jobs:manage");
  const code = jobCode(params.code);
  const job = await context.services.jobs.get(code);
  if (!job) throw data(m.noSuchJob, { status: 404 });
  return { job: { code, title: job.title }, questions: await context.services.screeningQuestions.list(code) };
}

const formOf = (form: FormData): FormValues => ({
  kind: field(form, "kind"),
  label: field(form, "label"),
  required: field(form, "required") === "1",
  options: field(form, "options"),
  wanted: field(form, "wanted"),
  min: field(form, "min"),
  max: field(form, "max"),
});

/** What an action answers: the question (or list) it concerns, and on a refusal the form as typed. */
type QuestionResult = { intent: string; id: number; success?: string; error?: string; values?: FormValues };

export async function action({ request, params, context }: Route.ActionArgs) {
  const person = await context.staff.requirePermission(request, "jobs:manage");
  const form = await readStaffForm(request, context);
  const code = jobCode(params.code);
  const intent = intentOf(form);
  const id = Number(field(form, "id"));
  const service = context.services.screeningQuestions;
  const client = context.staff.client(request);
  const outcome =
    intent === "add"
      ? await service.add(code, formOf(form), person, client)
      : intent === "save"
        ? await service.save(code, id, formOf(form), person, client)
        : intent === "remove"
          ? await service.remove(code, id, person, client)
          : intent === "up" || intent === "down"
            ? await service.move(code, id, intent === "up" ? -1 : 1, person, client)
            : null;
  const answer = (result: QuestionResult, status = 200) => data(result, { status });
  if (!outcome) return answer({ intent, id, error: staffMessages.unknownAction }, 400);
  if (!outcome.ok)
    return answer(
      { intent, id, error: outcome.message, values: intent === "add" || intent === "save" ? formOf(form) : undefined },
      outcome.status,
    );
  return answer({ intent, id, success: outcome.message });
}

export default function StaffJobQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const { job, questions } = loaderData;
  const busy = useNavigation().state === "submitting";
  const mine = (intent: string, id?: number) =>
    actionData && actionData.intent === intent && (id === undefined || actionData.id === id) ? actionData : undefined;
  const added = mine("add");
  const listResult = actionData && ["remove", "up", "down"].includes(actionData.intent) ? actionData : undefined;

  return (
    <div className="space-y-6 py-8">
      <BackLink to={`/staff/jobs/${job.code}`}>{job.title}</BackLink>
      <h1 className="break-words text-3xl font-bold text-brand-950">Screening questions</h1>
      <p className="max-w-3xl text-slate-700">
        The application form asks these as a step of their own. An application that misses a wanted answer is flagged in
        the inbox, never refused: you decide.
      </p>
      <StaffNotice id="questions-notice" success={listResult?.success} error={listResult?.error} />

      {questions.length === 0 ? (
        <p className="text-slate-700">No questions yet: the form has its four usual steps.</p>
      ) : (
        <ol className="space-y-6">
          {questions.map((q, i) => {
            const saved = mine("save", q.id);
            return (
              <li key={`${q.id}-${q.label}-${q.kind}`}>
                <StaffSection
                  id={`question-${q.id}`}
                  title={`Question ${i + 1}`}
                  description={
                    <p>
                      {SCREENING_KIND_LABELS[q.kind]}
                      {q.required ? ", required" : ", optional"}
                      {hasWanted(q) ? `; wanted: ${wantedInWords(q)}` : "; any answer"}
                    </p>
                  }
                >
                  <ScreeningQuestionForm
                    id={q.id}
                    values={saved?.error && saved.values ? saved.values : formValuesOf(q)}
                    error={saved?.error}
                    success={saved?.success}
                    busy={busy}
                    submitLabel="Save the question"
                  />
                  <div className="mt-4 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
                    <QuestionButton id={q.id} intent="up" label="Move up" disabled={busy || i === 0} />
                    <QuestionButton
                      id={q.id}
                      intent="down"
                      label="Move down"
                      disabled={busy || i === questions.length - 1}
                    />
                    <QuestionButton id={q.id} intent="remove" label="Remove" disabled={busy} />
                  </div>
                </StaffSection>
              </li>
            );
          })}
        </ol>
      )}

      <StaffSection id="add-question" title="Add a question">
        {/* A new key after each add empties the form for the next question. */}
        <ScreeningQuestionForm
          key={added?.success ? `added-${questions.length}` : "add"}
          values={added?.error && added.values ? added.values : EMPTY_QUESTION}
          error={added?.error}
          success={added?.success}
          busy={busy}
          submitLabel="Add the question"
        />
      </StaffSection>
    </div>
  );
}

function QuestionButton({
  id,
  intent,
  label,
  disabled,
}: {
  id: number;
  intent: string;
  label: string;
  disabled: boolean;
}) {
  return (
    <IntentForm intent={intent}>
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="secondary" disabled={disabled}>
        {label}
      </Button>
    </IntentForm>
  );
}
