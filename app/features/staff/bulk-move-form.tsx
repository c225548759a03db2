import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "~/domain/application-pipeline";
import { BULK_MOVE_MAX, type BulkRefusal } from "~/domain/staff/bulk-move";
import { DecisionMailFields, type DecisionChoices } from "./decision-mail-fields";
import { StaffSelect } from "./staff-field";
import { StaffNotice } from "./staff-notice";

export const BULK_FORM_ID = "bulk-move";
const ALL_ID = "bulk-all";

/** A row's checkbox: it belongs to the bulk form by its `form` attribute, wherever the row is drawn. */
export function BulkPickBox({ value, label }: { value: string; label: string }) {
  return (
    <input
      type="checkbox"
      name="pick"
      value={value}
      form={BULK_FORM_ID}
      aria-label={`Select ${label}`}
      className="size-4"
    />
  );
}

/** The rows' boxes of the bulk form, wherever the table draws them. */
const rowBoxes = () => [...document.querySelectorAll<HTMLInputElement>(`input[name="pick"][form="${BULK_FORM_ID}"]`)];
const allTicked = (boxes: HTMLInputElement[]) => boxes.length > 0 && boxes.every((b) => b.checked);

/**
 * With JavaScript, "All on this page" shows what it means: ticking or unticking it does the same to every
 * row, and the rows all ticked (or not) by hand tick (or untick) it. Without JavaScript the server reads it
 * as every row of the page (bulkPicksOf), so the form means the same either way. `pageKey` changes with
 * the rows shown: then the rows follow the box if it is ticked (as the server would read it), and the box
 * follows the rows if not. Answers true once it is listening (the box's data-ready).
 */
function useAllOnPageBox(pageKey: string): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const all = document.getElementById(ALL_ID);
    if (!(all instanceof HTMLInputElement)) return;
    const boxes = rowBoxes();
    if (all.checked) for (const row of boxes) row.checked = true;
    else all.checked = allTicked(boxes);
  }, [pageKey]);
  useEffect(() => {
    // One listener on the document: the rows' boxes sit outside the form (their `form` attribute joins them).
    const onChange = (event: Event) => {
      const box = event.target;
      const all = document.getElementById(ALL_ID);
      if (!(box instanceof HTMLInputElement) || !(all instanceof HTMLInputElement)) return;
      if (box === all) for (const row of rowBoxes()) row.checked = all.checked;
      else if (box.name === "pick" && box.getAttribute("form") === BULK_FORM_ID) {
        // A row is drawn twice (the table, and the phone's list, one of them hidden): both copies agree.
        const boxes = rowBoxes();
        for (const twin of boxes) if (twin.value === box.value) twin.checked = box.checked;
        all.checked = allTicked(boxes);
      }
    };
    document.addEventListener("change", onChange);
    setReady(true);
    return () => document.removeEventListener("change", onChange);
  }, []);
  return ready;
}

/**
 * After a bulk move that moved rows, every box is unticked (issue 41, item 16): the rows moved are done, and
 * those refused are listed under the form. Without JavaScript the page that answers the post starts unticked.
 * Declared after useAllOnPageBox, so it runs after that hook has made the rows follow "All on this page".
 */
function useUntickAfterMove(result: BulkMoveResult | undefined) {
  useEffect(() => {
    if (!result?.success) return;
    for (const row of rowBoxes()) row.checked = false;
    const all = document.getElementById(ALL_ID);
    if (all instanceof HTMLInputElement) all.checked = false;
  }, [result]);
}

export type BulkMoveResult = {
  success?: string;
  error?: string;
  field?: string | null;
  refused?: BulkRefusal[];
};

/**
 * The inbox's bulk move (docs/product.md §10.3): the rows ticked (or all on this page), a status, and the
 * same "Tell the applicant" as one move. A plain form post: the checkboxes work without JavaScript.
 */
export function BulkMoveForm({
  pageValues,
  decisions,
  busy,
  result,
}: {
  /** Every row of the page, for "All on this page". */
  pageValues: string[];
  decisions: DecisionChoices;
  busy: boolean;
  result?: BulkMoveResult;
}) {
  const allReady = useAllOnPageBox(pageValues.join(" "));
  useUntickAfterMove(result);
  return (
    <section
      aria-labelledby="bulk-move-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="bulk-move-title" className="text-xl font-bold text-brand-950">
        Move selected
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {`Tick rows in the list below (at most ${BULK_MOVE_MAX} at a time). Each is moved on its own: one moved meanwhile by someone else, or in a final status, is refused and listed here.`}
      </p>
      <Form method="post" id={BULK_FORM_ID} className="mt-4 space-y-4">
        <XsrfField />
        {pageValues.map((v) => (
          <input key={v} type="hidden" name="page" value={v} />
        ))}
        <div className="flex items-center gap-2">
          <input
            type="checkbox"
            id={ALL_ID}
            name="all"
            value="yes"
            className="size-4"
            data-ready={allReady ? "true" : undefined}
          />
          <label htmlFor={ALL_ID} className="text-slate-800">
            {`All on this page (${pageValues.length})`}
          </label>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <StaffSelect
            label="Move to"
            id="bulk-to"
            name="to"
            error={result?.field === "to" ? result.error : null}
            options={APPLICATION_STATUSES.filter((s) => s !== "new" && s !== "withdrawn").map((s) => ({
              value: s,
              label: APPLICATION_STATUS_LABELS[s],
            }))}
          />
          <div className="sm:col-span-2">
            <DecisionMailFields
              choices={decisions}
              idPrefix="bulk"
              reasonError={result?.field === "reason" ? result.error : null}
            />
          </div>
        </div>
        <Button type="submit" name="intent" value="bulk-move" variant="primary" disabled={busy}>
          Move selected
        </Button>
      </Form>
      <StaffNotice
        id="bulk-move-notice"
        success={result?.success}
        error={result?.error && result.field !== "to" && result.field !== "reason" ? result.error : null}
      />
      {result?.refused && result.refused.length > 0 && (
        <div className="mt-3">
          <h3 className="font-semibold text-slate-900">Not moved</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {result.refused.map((r) => (
              <li key={r.reference} className="break-words text-slate-800">
                <Link to={r.href} className="font-semibold text-brand-800 underline">
                  {r.reference}
                </Link>{" "}
                {r.name}: {r.why}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
