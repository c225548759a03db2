import { useId } from "react";
import type { LookupOption, WorkExperience } from "~/domain/job-application";
import { experienceLimits, experienceRules } from "~/domain/validation/experience-rules";
import { EntryDialog, EntryForm, useEntryForm, type EntryFormProps, type EntryPopupProps } from "./entry-dialog";
import { Input, Select, yearOptions } from "./fields";

/** 'Add New Work Experience', or 'Edit Work Experience' for one of the list's (docs/product.md §2.10, §5.10). */
export function ExperienceDialog({ editing, adding, onClose, ...form }: EntryPopupProps<WorkExperience>) {
  return (
    <EntryDialog
      title={adding ? "Add New Work Experience" : "Edit Work Experience"}
      formId="experience-form"
      editing={editing}
      onClose={onClose}
    >
      {(initial) => <ExperienceForm initial={initial} {...form} />}
    </EntryDialog>
  );
}

function ExperienceForm({ initial, lookups, currentYear, onSave }: EntryFormProps<WorkExperience>) {
  const p = useId();
  const years = yearOptions(currentYear);
  const { entry: e, set, status, onSubmit } = useEntryForm(initial, experienceRules({ currentYear }), save);

  /** A current job has no end date. */
  function save(checked: WorkExperience) {
    onSave(checked.IsCurrentlyWorking ? { ...checked, EndMonth: "", EndMonthText: "", EndYear: "" } : checked);
  }

  return (
    <EntryForm id="experience-form" status={status} onSubmit={onSubmit}>
      <Input
        id={`${p}-company`}
        label="Company Name"
        value={e.CompanyName}
        onValue={(CompanyName) => set({ CompanyName })}
        maxLength={experienceLimits.textMax}
        className="sm:col-span-2"
      />
      <Input
        id={`${p}-location`}
        label="Company Location"
        value={e.CompanyLocation}
        onValue={(CompanyLocation) => set({ CompanyLocation })}
        maxLength={experienceLimits.textMax}
      />
      <Input
        id={`${p}-position`}
        label="Designation"
        value={e.Position}
        onValue={(Position) => set({ Position })}
        maxLength={experienceLimits.textMax}
      />
      <MonthAndYear
        id={`${p}-start`}
        label="Start"
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
        I am currently working here
      </label>
      {!e.IsCurrentlyWorking && (
        <MonthAndYear
          id={`${p}-end`}
          label="End"
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

/** A month select and a year select side by side: '<label> Month' and '<label> Year'. */
function MonthAndYear({
  id,
  label,
  month,
  year,
  onMonth,
  onYear,
  months,
  years,
}: {
  id: string;
  label: string;
  month: WorkExperience["StartMonth"];
  year: WorkExperience["StartYear"];
  onMonth: (code: string, text: string) => void;
  onYear: (code: string) => void;
  months: readonly LookupOption[];
  years: readonly LookupOption[];
}) {
  return (
    <>
      <Select
        id={`${id}-month`}
        label={`${label} Month`}
        value={String(month ?? "")}
        onValue={onMonth}
        options={months}
        placeholder="Select month"
      />
      <Select
        id={`${id}-year`}
        label={`${label} Year`}
        value={String(year ?? "")}
        onValue={onYear}
        options={years}
        placeholder="Select year"
      />
    </>
  );
}
