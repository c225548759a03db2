import { useId } from "react";
import type { LookupOption, WorkExperience } from "~/domain/job-application";
import { experienceLimits, experienceRules } from "~/domain/validation/experience-rules";
import { EntryDialog, EntryForm, useEntryForm, type EntryFormProps, type EntryPopupProps } from "./entry-dialog";
import { Input, Select, yearOptions } from "./fields";
import { useCareersWords } from "../careers-words";

/** 'Add New Work Experience', or 'Edit Work Experience' for one of the list's (docs/product.md §2.10, §5.10). */
export function ExperienceDialog({ editing, adding, onClose, ...form }: EntryPopupProps<WorkExperience>) {
  const t = useCareersWords().experiences;
  return (
    <EntryDialog title={adding ? t.addTitle : t.editTitle} formId="experience-form" editing={editing} onClose={onClose}>
      {(initial) => <ExperienceForm initial={initial} {...form} />}
    </EntryDialog>
  );
}

function ExperienceForm({ initial, lookups, currentYear, onSave }: EntryFormProps<WorkExperience>) {
  const p = useId();
  const years = yearOptions(currentYear);
  const words = useCareersWords();
  const t = words.experiences;
  const { entry: e, set, status, onSubmit } = useEntryForm(initial, experienceRules({ currentYear }), save);

  /** A current job has no end date. */
  function save(checked: WorkExperience) {
    onSave(checked.IsCurrentlyWorking ? { ...checked, EndMonth: "", EndMonthText: "", EndYear: "" } : checked);
  }

  return (
    <EntryForm id="experience-form" status={status} onSubmit={onSubmit}>
      <Input
        id={`${p}-company`}
        label={t.company}
        value={e.CompanyName}
        onValue={(CompanyName) => set({ CompanyName })}
        maxLength={experienceLimits.textMax}
        className="sm:col-span-2"
      />
      <Input
        id={`${p}-location`}
        label={t.companyLocation}
        value={e.CompanyLocation}
        onValue={(CompanyLocation) => set({ CompanyLocation })}
        maxLength={experienceLimits.textMax}
      />
      <Input
        id={`${p}-position`}
        label={t.designation}
        value={e.Position}
        onValue={(Position) => set({ Position })}
        maxLength={experienceLimits.textMax}
      />
      <MonthAndYear
        id={`${p}-start`}
        labels={[t.startMonth, t.startYear]}
        month={e.StartMonth}
        year={e.StartYear}
        onMonth={(StartMonth, StartMonthText) => set({ StartMonth, StartMonthText })}
        onYear={(StartYear) => set({ StartYear })}
        months={lookups.months}
        years={years}
      />
      <label className="flex items-center gap-3 font-semibold text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          checked={e.IsCurrentlyWorking}
          onChange={(ev) => set({ IsCurrentlyWorking: ev.target.checked })}
          className="h-5 w-5 accent-brand-700"
        />
        {t.currentlyWorking}
      </label>
      {!e.IsCurrentlyWorking && (
        <MonthAndYear
          id={`${p}-end`}
          labels={[t.endMonth, t.endYear]}
          month={e.EndMonth}
          year={e.EndYear}
          onMonth={(EndMonth, EndMonthText) => set({ EndMonth, EndMonthText })}
          onYear={(EndYear) => set({ EndYear })}
          months={lookups.months}
          years={years}
        />
      )}
    </EntryForm>
  );
}

/** A month select and a year select side by side, labelled 'Start Month' and 'Start Year' (or End). */
function MonthAndYear({
  id,
  labels,
  month,
  year,
  onMonth,
  onYear,
  months,
  years,
}: {
  id: string;
  labels: readonly [month: string, year: string];
  month: WorkExperience["StartMonth"];
  year: WorkExperience["StartYear"];
  onMonth: (code: string, text: string) => void;
  onYear: (code: string) => void;
  months: readonly LookupOption[];
  years: readonly LookupOption[];
}) {
  const w = useCareersWords();
  return (
    <>
      <Select
        id={`${id}-month`}
        label={labels[0]}
        value={String(month ?? "")}
        onValue={onMonth}
        options={months}
        placeholder={w.experiences.selectMonth}
      />
      <Select
        id={`${id}-year`}
        label={labels[1]}
        value={String(year ?? "")}
        onValue={onYear}
        options={years}
        placeholder={w.wizard.selectYear}
      />
    </>
  );
}
