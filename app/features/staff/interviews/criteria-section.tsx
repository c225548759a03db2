import { Button } from "~/components/ui/button";
import { CRITERION_MAX_LENGTH, MAX_CRITERIA } from "~/domain/interviews";
import { IntentForm } from "../intent-form";
import { StaffTextArea } from "../staff-field";
import { StaffNotice } from "../staff-notice";
import { StaffSection } from "../staff-section";

/** The job's interview criteria (docs/product.md §10.8): what each scorecard rates, one a line. */
export function CriteriaSection({
  criteria,
  result,
  busy,
}: {
  criteria: string[];
  result?: { success?: string; error?: string; typed?: string };
  busy: boolean;
}) {
  const typed = result?.error ? (result.typed ?? null) : null;
  return (
    <StaffSection
      id="criteria"
      title="Interview criteria"
      description="Each interviewer's scorecard rates the applicant from 1 to 5 on each of these."
    >
      <IntentForm intent="interview-criteria" className="max-w-xl space-y-3" key={JSON.stringify(result ?? null)}>
        <StaffTextArea
          label="Criteria, one a line"
          id="criteria-text"
          name="criteria"
          rows={5}
          hint={`At most ${MAX_CRITERIA}, each at most ${CRITERION_MAX_LENGTH} characters.`}
          defaultValue={typed ?? criteria.join("\n")}
          error={result?.error}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          Save the criteria
        </Button>
        <StaffNotice id="criteria-notice" success={result?.success} />
      </IntentForm>
    </StaffSection>
  );
}
