import { useEffect, useId, useRef, useState } from "react";
import { FormStatus, type FormStatusValue } from "~/components/forms/form-status";
import type { WorkExperience } from "~/domain/job-application";
import { experienceLimits, experienceRules } from "~/domain/validation/experience-rules";
import { firstFailure } from "~/domain/validation/rules";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { Input, Select, yearOptions } from "./fields";
import type { WizardLookups } from "./lookups";

type Props = {
  editing: WorkExperience | null;
  lookups: WizardLookups;
  currentYear: number;
  onSave: (e: WorkExperience) => void;
  onClose: () => void;
};

/** 'Add New Work Experience' (docs/product.md §2.10, §5.10). */
export function ExperienceDialog({ editing, lookups, currentYear, onSave, onClose }: Props) {
  return (
    <ModalDialog
      open={editing !== null}
      title="Add New Work Experience"
      onClose={onClose}
      actions={
        <Button type="submit" form="experience-form" variant="primary">
          Save
        </Button>
      }
    >
      {editing && (
        <ExperienceForm
          key={editing.Code}
          initial={editing}
          lookups={lookups}
          currentYear={currentYear}
          onSave={onSave}
        />
      )}
    </ModalDialog>
  );
}

function ExperienceForm({
  initial,
  lookups,
  currentYear,
  onSave,
}: {
  initial: WorkExperience;
  lookups: WizardLookups;
  currentYear: number;
  onSave: (e: WorkExperience) => void;
}) {
  const p = useId();
  const [e, setE] = useState<WorkExperience>(initial);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const years = yearOptions(currentYear);
  const statusRef = useRef<HTMLDivElement>(null);
  // On a small screen the message may be below the fold of the popup: bring it into view.
  useEffect(() => {
    if (status) statusRef.current?.scrollIntoView({ block: "nearest" });
  }, [status]);
  const set = (changes: Partial<WorkExperience>) => {
    setE((prev) => ({ ...prev, ...changes }));
    setStatus(null);
  };

  function save(event: React.FormEvent) {
    event.preventDefault();
    const verdict = firstFailure(experienceRules({ currentYear }), e);
    if (!verdict.ok) return setStatus({ tone: "error", text: verdict.message });
    onSave(e.IsCurrentlyWorking ? { ...e, EndMonth: "", EndMonthText: "", EndYear: "" } : e);
  }

  return (
    <form id="experience-form" noValidate onSubmit={save} className="grid gap-5 sm:grid-cols-2">
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
      <Select
        id={`${p}-start-month`}
        label="Start Month"
        value={String(e.StartMonth ?? "")}
        onValue={(StartMonth, StartMonthText) => set({ StartMonth, StartMonthText })}
        options={lookups.months}
        placeholder="Select month"
      />
      <Select
        id={`${p}-start-year`}
        label="Start Year"
        value={String(e.StartYear ?? "")}
        onValue={(StartYear) => set({ StartYear })}
        options={years}
        placeholder="Select year"
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
        <>
          <Select
            id={`${p}-end-month`}
            label="End Month"
            value={String(e.EndMonth ?? "")}
            onValue={(EndMonth, EndMonthText) => set({ EndMonth, EndMonthText })}
            options={lookups.months}
            placeholder="Select month"
          />
          <Select
            id={`${p}-end-year`}
            label="End Year"
            value={String(e.EndYear ?? "")}
            onValue={(EndYear) => set({ EndYear })}
            options={years}
            placeholder="Select year"
          />
        </>
      )}
      <div ref={statusRef} className="sm:col-span-2">
        <FormStatus status={status} />
      </div>
    </form>
  );
}
