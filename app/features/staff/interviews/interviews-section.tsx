import { Form, Link } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import {
  INTERVIEW_MODE_LABELS,
  interviewPath,
  LENGTH_OPTIONS,
  MAX_OFFERED_TIMES,
  PLACE_MAX_LENGTH,
  timeFields,
  type InterviewMode,
} from "~/domain/interviews";
import { FieldNotes, fieldNotesIds, StaffField, StaffSelect } from "../staff-field";
import { StaffNotice } from "../staff-notice";
import { StaffSection } from "../staff-section";
import type { interviewsLoaderData } from "./interviews-action.server";
import { INTERVIEWS_ACTION, type InterviewsActionResult } from "./interviews-forms";
import { ScorecardList } from "./scorecard-parts";

type SectionData = Awaited<ReturnType<typeof interviewsLoaderData>>;

const STATE_LABELS = { offered: "Times offered", booked: "Booked", cancelled: "Cancelled" } as const;
const LENGTH_SELECT = LENGTH_OPTIONS.map((n) => ({
  value: String(n),
  label: n < 60 ? `${n} minutes` : n % 60 === 0 ? `${n / 60} hour${n === 60 ? "" : "s"}` : `${n / 60} hours`,
}));

const value = (result: InterviewsActionResult | undefined, name: string, fallback = "") => {
  const v = result?.error ? result.values?.[name] : undefined;
  return typeof v === "string" ? v : fallback;
};

/**
 * The interviews of an application or resume (docs/product.md §10.8): each offer or booking with its
 * interviewers and scorecards, moving or cancelling a booked one, and the form offering new times. Plain
 * form posts: they work without JavaScript.
 */
export function InterviewsSection({
  data,
  result,
  busy,
}: {
  data: SectionData;
  result?: InterviewsActionResult;
  busy: boolean;
}) {
  const offerResult = result?.intent === "interview-offer" ? result : undefined;
  return (
    <StaffSection
      id="interviews"
      title="Interviews"
      description={`Times are in the company's time zone, ${data.timeZone}.`}
    >
      {data.interviews.length === 0 ? (
        <p className="text-slate-700">No interview yet.</p>
      ) : (
        <ol className="space-y-4">
          {data.interviews.map((i) => (
            <li
              key={i.id}
              className="rounded-md border border-slate-200 p-4"
              data-interview={i.id}
              data-state={i.state}
            >
              <p className="font-semibold text-slate-900">
                {STATE_LABELS[i.state]}
                {i.when && `: ${i.when}`}
              </p>
              <p className="mt-1 text-slate-700">
                {INTERVIEW_MODE_LABELS[i.mode as InterviewMode] ?? i.mode} ·{" "}
                <span className="break-all">{i.place}</span>
              </p>
              <p className="mt-1 text-slate-700">With {i.interviewers.map((p) => p.name).join(", ")}</p>
              {i.state === "offered" && (
                <ul className="mt-2 list-disc pl-5 text-slate-800">
                  {i.timesText.map((t, n) => (
                    <li key={n}>{t}</li>
                  ))}
                </ul>
              )}
              <p className="mt-2">
                <Link className="font-semibold text-brand-700 underline" to={interviewPath(i.id)}>
                  Open the interview
                </Link>
              </p>
              {i.scorecards.length > 0 && (
                <div className="mt-3">
                  <h3 className="font-semibold text-slate-900">Scorecards</h3>
                  <ScorecardList scorecards={i.scorecards} />
                </div>
              )}
              {data.manage && i.state !== "cancelled" && (
                <ChangeForms
                  id={i.id}
                  booked={i.state === "booked"}
                  busy={busy}
                  result={result?.interview === i.id ? result : undefined}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {data.offerOpen && <OfferForm data={data} result={offerResult} busy={busy} />}
    </StaffSection>
  );
}

function ChangeForms({
  id,
  booked,
  busy,
  result,
}: {
  id: number;
  booked: boolean;
  busy: boolean;
  result?: InterviewsActionResult;
}) {
  const moved = result?.intent === "interview-reschedule" ? result : undefined;
  const cancelled = result?.intent === "interview-cancel" ? result : undefined;
  const prefix = `interview-${id}`;
  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-2">
      {booked && (
        <Form method="post" action={INTERVIEWS_ACTION} className="space-y-3" key={JSON.stringify(moved ?? null)}>
          <XsrfField />
          <input type="hidden" name="intent" value="interview-reschedule" />
          <input type="hidden" name="interview" value={id} />
          <h3 className="font-semibold text-slate-900">Move it</h3>
          <div className="grid gap-3 sm:grid-cols-3">
            <StaffField
              label="Date"
              id={`${prefix}-date`}
              name="date"
              type="date"
              required
              defaultValue={value(moved, "date")}
              error={moved?.errors?.date}
            />
            <StaffField
              label="Start"
              id={`${prefix}-start`}
              name="start"
              type="time"
              step={300}
              required
              defaultValue={value(moved, "start")}
              error={moved?.errors?.start}
            />
            <StaffSelect
              label="Length"
              id={`${prefix}-length`}
              name="length"
              options={LENGTH_SELECT}
              defaultValue={value(moved, "length", "60")}
              error={moved?.errors?.length}
            />
          </div>
          <Button type="submit" variant="secondary" disabled={busy}>
            Move the interview
          </Button>
          <StaffNotice
            id={`${prefix}-move-notice`}
            success={moved?.success}
            error={moved?.error && !moved.errors ? moved.error : null}
          />
        </Form>
      )}
      <Form method="post" action={INTERVIEWS_ACTION} className="space-y-3">
        <XsrfField />
        <input type="hidden" name="intent" value="interview-cancel" />
        <input type="hidden" name="interview" value={id} />
        <h3 className="font-semibold text-slate-900">{booked ? "Cancel it" : "Withdraw the offer"}</h3>
        <div className="flex items-start gap-2">
          <input
            type="checkbox"
            id={`${prefix}-confirm`}
            name="confirm"
            value="yes"
            className="mt-1 size-4"
            aria-describedby={fieldNotesIds(`${prefix}-confirm`, undefined, cancelled?.errors?.confirm)}
          />
          <label htmlFor={`${prefix}-confirm`} className="text-slate-800">
            {booked ? "Cancel it and tell everyone" : "No time of this offer can be picked any more"}
          </label>
        </div>
        <FieldNotes id={`${prefix}-confirm`} error={cancelled?.errors?.confirm} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {booked ? "Cancel the interview" : "Withdraw the offer"}
        </Button>
        <StaffNotice
          id={`${prefix}-cancel-notice`}
          success={cancelled?.success}
          error={cancelled?.error && !cancelled.errors ? cancelled.error : null}
        />
      </Form>
    </div>
  );
}

function OfferForm({ data, result, busy }: { data: SectionData; result?: InterviewsActionResult; busy: boolean }) {
  const errors = result?.errors ?? {};
  const mode = value(result, "mode", "online");
  const chosen = new Set(result?.error ? ((result.values?.interviewers as string[] | undefined) ?? []) : []);
  return (
    // A new key after each answer: an offer made empties the form, a refused one keeps what was typed.
    <Form method="post" action={INTERVIEWS_ACTION} className="mt-6 space-y-4" key={JSON.stringify(result ?? null)}>
      <XsrfField />
      <input type="hidden" name="intent" value="interview-offer" />
      <h3 className="text-lg font-semibold text-slate-900">Offer interview times</h3>
      <p className="text-slate-700">
        Give one to {MAX_OFFERED_TIMES} times; leave the rest empty. The applicant is mailed and picks one on their
        status page.
      </p>
      <FieldNotes id="offer-times" error={errors.times} />
      {Array.from({ length: MAX_OFFERED_TIMES }, (_, i) => {
        const f = timeFields(i);
        return (
          <fieldset key={i} className="rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-800">Time {i + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <StaffField
                label="Date"
                id={`offer-${f.date}`}
                name={f.date}
                type="date"
                required={i === 0}
                defaultValue={value(result, f.date)}
                error={errors[f.date]}
              />
              <StaffField
                label="Start"
                id={`offer-${f.start}`}
                name={f.start}
                type="time"
                step={300}
                required={i === 0}
                defaultValue={value(result, f.start)}
                error={errors[f.start]}
              />
              <StaffSelect
                label="Length"
                id={`offer-${f.length}`}
                name={f.length}
                options={LENGTH_SELECT}
                defaultValue={value(result, f.length, "60")}
                error={errors[f.length]}
              />
            </div>
          </fieldset>
        );
      })}
      <fieldset aria-describedby={fieldNotesIds("offer-mode", undefined, errors.mode)}>
        <legend className="text-sm font-semibold text-slate-800">Where</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(["online", "onsite"] as const).map((m) => (
            <label key={m} className="flex items-center gap-2 text-slate-800">
              <input type="radio" name="mode" value={m} defaultChecked={mode === m} className="size-4" />
              {INTERVIEW_MODE_LABELS[m]}
            </label>
          ))}
        </div>
        <FieldNotes id="offer-mode" error={errors.mode} />
      </fieldset>
      <StaffField
        label="Meeting link (online) or address (on site)"
        id="offer-place"
        name="place"
        required
        maxLength={PLACE_MAX_LENGTH}
        defaultValue={value(result, "place")}
        error={errors.place}
      />
      <fieldset aria-describedby={fieldNotesIds("offer-interviewers", undefined, errors.interviewers)}>
        <legend className="text-sm font-semibold text-slate-800">Interviewers</legend>
        {data.choices.length === 0 ? (
          <p className="text-slate-700">No staff account can interview yet: invite someone as Interviewer.</p>
        ) : (
          <ul className="mt-1 grid gap-1 sm:grid-cols-2">
            {data.choices.map((c) => (
              <li key={c.id}>
                <label className="flex items-center gap-2 text-slate-800">
                  <input
                    type="checkbox"
                    name="interviewers"
                    value={c.id}
                    defaultChecked={chosen.has(String(c.id))}
                    className="size-4"
                  />
                  <span className="break-all">
                    {c.name} <span className="text-slate-600">({c.email})</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <FieldNotes id="offer-interviewers" error={errors.interviewers} />
      </fieldset>
      <Button type="submit" variant="primary" disabled={busy}>
        Offer these times
      </Button>
      <StaffNotice
        id="offer-notice"
        success={result?.success}
        error={result?.error && Object.keys(errors).length === 0 ? result.error : null}
      />
    </Form>
  );
}
