import { Form, Link } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "~/domain/application-pipeline";
import { BULK_MOVE_MAX, type BulkRefusal } from "~/domain/staff/bulk-move";
import { DecisionMailFields, type DecisionChoices } from "./decision-mail-fields";
import { StaffSelect } from "./staff-field";
import { StaffNotice } from "./staff-notice";

export const BULK_FORM_ID = "bulk-move";

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
          <input type="checkbox" id="bulk-all" name="all" value="yes" className="size-4" />
          <label htmlFor="bulk-all" className="text-slate-800">
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
