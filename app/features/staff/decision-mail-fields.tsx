import { APPLICATION_STATUS_LABELS } from "~/domain/application-pipeline";
import { DECISION_STAGES, type DecisionStage } from "~/domain/staff/message-templates";
import { StaffSelect } from "./staff-field";

/** What the move forms offer for a decision: each stage's template, and HR's rejection reasons. */
export type DecisionChoices = {
  stages: Partial<Record<DecisionStage, { name: string; tellByDefault: boolean }>>;
  reasons: { id: number; text: string }[];
};

/** Which stages mail the applicant when "Tell the applicant" is left as the templates say. */
function defaultsLine(choices: DecisionChoices): string {
  const said = DECISION_STAGES.filter((s) => choices.stages[s]).map(
    (s) => `${APPLICATION_STATUS_LABELS[s]}: ${choices.stages[s]!.tellByDefault ? "yes" : "no"}`,
  );
  return `As each stage's template says (${said.join(", ")}). A move back never mails.`;
}

/**
 * "Tell the applicant" and the rejection reason, inside a move form (docs/product.md §10.13): the mail is
 * the template of the stage moved to, written with the move; the reason is kept with a rejection and
 * named in the mail only where its template has {{reason}}. Plain form controls: no script needed.
 */
export function DecisionMailFields({
  choices,
  idPrefix,
  reasonError,
  defaults,
}: {
  choices: DecisionChoices;
  idPrefix: string;
  reasonError?: string | null;
  /** What the form had when it was refused, so nothing chosen is lost. */
  defaults?: { tell?: string; reason?: string };
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <StaffSelect
        label="Tell the applicant"
        id={`${idPrefix}-tell`}
        name="tell"
        defaultValue={defaults?.tell ?? "default"}
        aria-describedby={`${idPrefix}-tell-hint`}
        options={[
          { value: "default", label: "As the stage's template says" },
          { value: "yes", label: "Yes: mail the stage's template" },
          { value: "no", label: "No mail" },
        ]}
      />
      <StaffSelect
        label="Reason for a rejection (optional)"
        id={`${idPrefix}-reason`}
        name="reason"
        error={reasonError}
        defaultValue={defaults?.reason ?? ""}
        options={[
          { value: "", label: "No reason given" },
          ...choices.reasons.map((r) => ({ value: String(r.id), label: r.text })),
        ]}
      />
      <p id={`${idPrefix}-tell-hint`} className="text-xs text-slate-600 sm:col-span-2">
        {defaultsLine(choices)}
      </p>
    </div>
  );
}
