import type { LookupOption, Qualification } from "~/domain/job-application";
import { Button } from "~/components/ui/button";
import { RANK_MAX } from "~/domain/validation/wizard-step2-rules";
import { Input, RadioChoices, Select } from "./fields";
import type { PersonalFields } from "./wizard-state";
import { fill } from "~/content/messages/shell.en";
import { useCareersWords } from "../careers-words";

type Props = {
  idPrefix: string;
  qualifications: Qualification[];
  personal: PersonalFields;
  entranceBoards: readonly LookupOption[];
  onChange: (changes: Partial<PersonalFields>) => void;
  onAdd: () => void;
  onEdit: (q: Qualification) => void;
  onRemove: (q: Qualification) => void;
};

/** Step 2, Educational Qualifications: the cards, '+ Add Qualification' and the entrance question. */
export function StepQualifications({
  idPrefix: p,
  qualifications,
  personal: v,
  entranceBoards,
  onChange,
  onAdd,
  onEdit,
  onRemove,
}: Props) {
  const words = useCareersWords();
  const t = words.qualifications;
  const w = words.wizard;
  return (
    <div className="space-y-8">
      <div>
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t.list}>
          {qualifications.map((q) => (
            <li
              key={q.Code}
              className={`flex flex-col rounded-lg border p-4 ${q.IsFullyFilled ? "border-slate-200 bg-white" : "border-amber-300 bg-amber-50"}`}
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-bold text-brand-950">{q.CourseText || t.untitled}</h3>
                {q.IsMandatory && (
                  <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
                    <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3 w-3 fill-current">
                      <path d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z" />
                    </svg>
                    {t.mandatory}
                  </span>
                )}
              </div>
              {q.IsFullyFilled ? (
                <div className="mt-2 space-y-1 text-sm text-slate-700">
                  {(q.BoardText || q.StreamText) && (
                    <div>{q.BoardText || `${q.StreamText}${q.UniversityText ? `, ${q.UniversityText}` : ""}`}</div>
                  )}
                  <div>
                    {q.CollegeText}
                    {q.DistrictText ? `, ${q.DistrictText}` : ""}
                    {q.StateText ? `, ${q.StateText}` : ""}
                  </div>
                  <div>
                    {String(q.Percentage)}% · {String(q.FinishYear)}
                  </div>
                </div>
              ) : (
                <p className="mt-2 text-sm font-semibold text-amber-900">{t.incomplete}</p>
              )}
              <div className="mt-4 flex flex-wrap gap-2">
                <Button
                  variant="secondary-small"
                  onClick={() => onEdit(q)}
                  aria-label={fill(t.editOne, { name: q.CourseText || t.untitledLower })}
                >
                  {w.edit}
                </Button>
                {!q.IsMandatory && (
                  <Button
                    variant="danger-small"
                    onClick={() => onRemove(q)}
                    aria-label={fill(t.removeOne, { name: q.CourseText || t.untitledLower })}
                  >
                    {w.remove}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={onAdd} className="mt-4">
          {t.add}
        </Button>
      </div>
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">{t.entranceQuestion}</legend>
        <RadioChoices
          name={`${p}-entrance`}
          value={v.EntranceExamAttendYn}
          choices={[
            ["Y", w.yes],
            ["N", w.no],
          ]}
          onValue={(EntranceExamAttendYn) => onChange({ EntranceExamAttendYn })}
        />
        {v.EntranceExamAttendYn === "Y" && (
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            <Select
              id={`${p}-entrance-board`}
              label={t.entranceBoard}
              value={v.EntranceExamBoard}
              onValue={(EntranceExamBoard) => onChange({ EntranceExamBoard })}
              options={entranceBoards}
              placeholder={t.selectExamination}
            />
            <Input
              id={`${p}-rank`}
              label={t.rank}
              inputMode="numeric"
              maxLength={String(RANK_MAX).length}
              value={v.EntranceExamScore}
              onValue={(EntranceExamScore) => onChange({ EntranceExamScore })}
            />
          </div>
        )}
      </fieldset>
    </div>
  );
}
