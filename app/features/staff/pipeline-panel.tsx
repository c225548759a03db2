import { Form, type ShouldRevalidateFunction } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import {
  allowedMoves,
  APPLICATION_STATUS_LABELS,
  canMove,
  PIPELINE_STAGES,
  type ApplicationStatus,
} from "~/domain/application-pipeline";
import { NOTE_MAX_LENGTH } from "~/domain/staff/application-detail";
import type { StaffTime } from "~/domain/staff/staff-time";
import { DecisionMailFields, type DecisionChoices } from "./decision-mail-fields";
import { StaffSelect, StaffTextArea } from "./staff-field";
import { StaffNotice } from "./staff-notice";
import { StaffSection } from "./staff-section";

export type HistoryEntry = {
  at: StaffTime;
  actor: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  note: string;
  reason?: string;
};

/** A note field whose error, when there is one, is tied to it. */
export function NoteField({
  id,
  label,
  defaultValue,
  error,
  required,
}: {
  id: string;
  label: string;
  defaultValue: string;
  error?: string | null;
  required?: boolean;
}) {
  return (
    <StaffTextArea
      id={id}
      label={label}
      error={error}
      name="note"
      rows={3}
      maxLength={NOTE_MAX_LENGTH}
      required={required}
      defaultValue={defaultValue}
    />
  );
}

/**
 * The page of an application reads its data again after a refused move too (React Router skips that
 * after an answer of 400 or more): a move refused because someone moved it first must show the status
 * it is in now, and the moves allowed from there, without a reload.
 */
export const revalidateAfterRefusal: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

/**
 * Where the application is in the pipeline and how to move it (docs/product.md §10.4): Shortlist and
 * Reject in one click, any other allowed move from the menu, each with an optional note. A plain form: it
 * works without JavaScript. The status the person saw travels with the form, so a move made meanwhile by
 * someone else is caught.
 */
export function PipelinePanel({
  status,
  statusSince,
  busy,
  result,
  erasure,
  decisions,
}: {
  status: ApplicationStatus;
  statusSince: StaffTime;
  busy: boolean;
  result?: { success?: string; error?: string; field?: string | null; note?: string; tell?: string; reason?: string };
  /** What the page says of an erased application, which offers no move. */
  erasure?: string | null;
  /** "Tell the applicant" and the rejection reasons (decision-mail-fields.tsx). */
  decisions?: DecisionChoices;
}) {
  const moves = allowedMoves(status);
  // The menu starts on the next stage forward, the move most often made.
  const next = PIPELINE_STAGES[PIPELINE_STAGES.indexOf(status as (typeof PIPELINE_STAGES)[number]) + 1];
  const noteError = result?.field === "note" ? result.error : null;
  const toError = result?.field === "to" ? result.error : null;
  const reasonError = result?.field === "reason" ? result.error : null;
  return (
    <StaffSection
      id="pipeline"
      title="Status"
      description={
        erasure ? (
          <>
            Erased. Its status stays{" "}
            <span className="font-semibold text-slate-900">{APPLICATION_STATUS_LABELS[status]}</span> (since{" "}
            <time dateTime={statusSince.iso}>{statusSince.text}</time>).
          </>
        ) : (
          <>
            Now <span className="font-semibold text-slate-900">{APPLICATION_STATUS_LABELS[status]}</span>, since{" "}
            <time dateTime={statusSince.iso}>{statusSince.text}</time>.
          </>
        )
      }
    >
      {erasure ? (
        <p className="rounded-md border border-slate-300 bg-slate-100 px-3 py-2 font-semibold text-slate-900">
          {erasure}
        </p>
      ) : moves.length === 0 ? (
        <p className="text-slate-700">Hired is where an application ends: it cannot be moved any more.</p>
      ) : (
        // A new key after each answer: a move made empties the note, a refused one keeps what was typed.
        <Form method="post" className="space-y-4" key={JSON.stringify(result ?? null)}>
          <XsrfField />
          <input type="hidden" name="from" value={status} />
          <NoteField
            id="pipeline-note"
            label="Note with the move (optional)"
            defaultValue={result?.error ? (result.note ?? "") : ""}
            error={noteError}
          />
          {decisions && (
            <DecisionMailFields
              choices={decisions}
              idPrefix="pipeline"
              reasonError={reasonError}
              defaults={result?.error ? { tell: result.tell, reason: result.reason } : undefined}
            />
          )}
          <div className="flex flex-wrap items-end gap-3">
            {canMove(status, "shortlisted") && (
              <Button type="submit" name="intent" value="shortlist" variant="primary" disabled={busy}>
                Shortlist
              </Button>
            )}
            {canMove(status, "rejected") && (
              <Button type="submit" name="intent" value="reject" variant="secondary" disabled={busy}>
                Reject
              </Button>
            )}
            <div className="flex flex-wrap items-end gap-3 sm:ml-auto">
              <div className="min-w-44">
                <StaffSelect
                  label="Move to"
                  id="pipeline-to"
                  name="to"
                  options={moves.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }))}
                  error={toError}
                  defaultValue={next && moves.includes(next) ? next : moves[0]}
                />
              </div>
              <Button type="submit" name="intent" value="move" variant="secondary" disabled={busy}>
                Move
              </Button>
            </div>
          </div>
        </Form>
      )}
      <StaffNotice
        id="pipeline-notice"
        success={result?.success}
        error={result?.error && !noteError && !toError && !reasonError ? result.error : null}
      />
    </StaffSection>
  );
}

/** Every move, oldest first, from the day it arrived. */
export function HistorySection({ received, entries }: { received: StaffTime; entries: HistoryEntry[] }) {
  return (
    <StaffSection id="history" title="History">
      <ol className="space-y-3">
        <li className="border-l-4 border-slate-300 pl-3">
          <p className="text-sm text-slate-700">
            <time dateTime={received.iso}>{received.text}</time>
          </p>
          <p className="text-slate-900">Received as {APPLICATION_STATUS_LABELS.new}</p>
        </li>
        {entries.map((e, i) => (
          <li key={i} className="border-l-4 border-brand-600 pl-3">
            <p className="text-sm text-slate-700">
              <time dateTime={e.at.iso}>{e.at.text}</time> · {e.actor}
            </p>
            <p className="text-slate-900">
              {`${APPLICATION_STATUS_LABELS[e.from]} → ${APPLICATION_STATUS_LABELS[e.to]}`}
              {e.reason ? ` (reason: ${e.reason})` : ""}
            </p>
            {e.note && <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{e.note}</p>}
          </li>
        ))}
      </ol>
    </StaffSection>
  );
}

export type NoteEntry = { at: StaffTime; author: string; body: string };

/** HR's internal notes, oldest first, and a form to add one. Never shown to the applicant. */
export function NotesSection({
  notes,
  busy,
  result,
  closed,
}: {
  notes: NoteEntry[];
  busy: boolean;
  result?: { success?: string; error?: string; field?: string | null; note?: string };
  /** No new notes: the application's personal data was erased (its notes with it). */
  closed?: boolean;
}) {
  const noteError = result?.field === "note" ? result.error : null;
  return (
    <StaffSection
      id="notes"
      title="Internal notes"
      description="For the company's staff only: the applicant never sees them."
    >
      {notes.length === 0 ? (
        <p className="text-slate-700">No notes yet.</p>
      ) : (
        <ol className="space-y-3">
          {notes.map((n, i) => (
            <li key={i} className="rounded-md border border-slate-200 bg-slate-50 p-3">
              <p className="text-sm text-slate-700">
                <span className="font-semibold text-slate-900">{n.author}</span> ·{" "}
                <time dateTime={n.at.iso}>{n.at.text}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{n.body}</p>
            </li>
          ))}
        </ol>
      )}
      {!closed && (
        <Form method="post" className="mt-4 space-y-3" key={JSON.stringify(result ?? null)}>
          <XsrfField />
          <NoteField
            id="new-note"
            label="New note"
            required
            defaultValue={result?.error ? (result.note ?? "") : ""}
            error={noteError}
          />
          <Button type="submit" name="intent" value="note" variant="secondary" disabled={busy}>
            Add note
          </Button>
        </Form>
      )}
      <StaffNotice
        id="notes-notice"
        success={result?.success}
        error={result?.error && !noteError ? result.error : null}
      />
    </StaffSection>
  );
}
