import { splitMonths, totalExperienceMonths, type YearMonth } from "~/domain/experience";
import type { CurrentJob, WorkExperience } from "~/domain/job-application";
import { Button } from "~/components/ui/button";
import { Input } from "./fields";
import type { PersonalFields } from "./wizard-state";
import type { CareersWords } from "~/content/messages/careers.en";
import { fill } from "~/content/messages/shell.en";
import { useCareersWords } from "../careers-words";

type Props = {
  idPrefix: string;
  experiences: WorkExperience[];
  personal: PersonalFields;
  job: CurrentJob;
  today: YearMonth;
  onChange: (changes: Partial<PersonalFields>) => void;
  onAdd: () => void;
  onEdit: (e: WorkExperience) => void;
  onRemove: (e: WorkExperience) => void;
};

function period(e: WorkExperience, t: CareersWords["experiences"]): string {
  const start = `${e.StartMonthText} ${String(e.StartYear)}`.trim();
  return e.IsCurrentlyWorking
    ? fill(t.present, { start })
    : `${start} – ${`${e.EndMonthText} ${String(e.EndYear)}`.trim()}`;
}

/** Step 3, Work Experiences: the cards, '+ Add Work Experience' and the CTCs the job asks for. */
export function StepExperiences({
  idPrefix: p,
  experiences,
  personal: v,
  job,
  today,
  onChange,
  onAdd,
  onEdit,
  onRemove,
}: Props) {
  const words = useCareersWords();
  const t = words.experiences;
  const w = words.wizard;
  const total = fill(t.duration, splitMonths(totalExperienceMonths(experiences, today)));
  return (
    <div className="space-y-8">
      <div>
        {job.IsExperienceRequired && (
          <p className="mb-4 text-sm text-slate-700">
            {job.MinimumExperienceYear ? fill(t.requiresMinimum, { years: job.MinimumExperienceYear }) : t.requiresSome}
          </p>
        )}
        {experiences.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-700">
            {t.none}
          </p>
        ) : (
          <>
            <ul className="grid gap-4 md:grid-cols-2" aria-label={t.list}>
              {experiences.map((e) => (
                <li key={e.Code} className="flex flex-col rounded-lg border border-slate-200 bg-white p-4">
                  <h3 className="font-bold text-brand-950">{e.Position}</h3>
                  <p className="text-sm text-slate-700">
                    {e.CompanyName}, {e.CompanyLocation}
                  </p>
                  <p className="text-sm text-slate-700">{period(e, t)}</p>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <Button
                      variant="secondary-small"
                      onClick={() => onEdit(e)}
                      aria-label={fill(t.editOne, { position: e.Position, company: e.CompanyName })}
                    >
                      {w.edit}
                    </Button>
                    <Button
                      variant="danger-small"
                      onClick={() => onRemove(e)}
                      aria-label={fill(t.removeOne, { position: e.Position, company: e.CompanyName })}
                    >
                      {w.remove}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm text-slate-700">{fill(t.total, { total })}</p>
          </>
        )}
        <Button variant="secondary" onClick={onAdd} className="mt-4">
          {t.add}
        </Button>
      </div>
      {(job.IsCurrentCtcRequired || job.IsExpectedCtcRequired) && (
        <div className="grid gap-5 sm:grid-cols-2">
          {job.IsCurrentCtcRequired && (
            <CtcInput
              id={`${p}-current-ctc`}
              label={t.currentCtc}
              value={v.CurrentCtc}
              onValue={(CurrentCtc) => onChange({ CurrentCtc })}
            />
          )}
          {job.IsExpectedCtcRequired && (
            <CtcInput
              id={`${p}-expected-ctc`}
              label={t.expectedCtc}
              value={v.ExpectedCtc}
              onValue={(ExpectedCtc) => onChange({ ExpectedCtc })}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** A yearly CTC in lakhs of rupees, to two decimals. */
function CtcInput(props: { id: string; label: string; value: string; onValue: (v: string) => void }) {
  return <Input type="number" inputMode="decimal" min="0" step="0.01" {...props} />;
}
