import { useEffect, useId, useRef, useState } from "react";
import { FormStatus, type FormStatusValue } from "~/components/forms/form-status";
import { courseTypeOf, isOtherCode, type Qualification } from "~/domain/job-application";
import { qualificationLimits, qualificationRules } from "~/domain/validation/qualification-rules";
import { firstFailure } from "~/domain/validation/rules";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { Input, Select, yearOptions } from "./fields";
import type { WizardLookups } from "./lookups";
import { useDistricts } from "./use-districts";

type Props = {
  /** The qualification being edited, or a new empty one; null when the popup is closed. */
  editing: Qualification | null;
  lookups: WizardLookups;
  currentYear: number;
  onSave: (q: Qualification) => void;
  onClose: () => void;
};

/** 'Add New Qualification' (docs/product.md §4.4, §5.8): Save checks the popup's rules, then hands the entry back. */
export function QualificationDialog({ editing, lookups, currentYear, onSave, onClose }: Props) {
  return (
    <ModalDialog
      open={editing !== null}
      title="Add New Qualification"
      onClose={onClose}
      actions={
        <Button type="submit" form="qualification-form" variant="primary">
          Save
        </Button>
      }
    >
      {editing && (
        <QualificationForm
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

function QualificationForm({
  initial,
  lookups,
  currentYear,
  onSave,
}: {
  initial: Qualification;
  lookups: WizardLookups;
  currentYear: number;
  onSave: (q: Qualification) => void;
}) {
  const p = useId();
  const [q, setQ] = useState<Qualification>(initial);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const { districts, loading } = useDistricts(q.State);
  const statusRef = useRef<HTMLDivElement>(null);
  // On a small screen the message may be below the fold of the popup: bring it into view.
  useEffect(() => {
    if (status) statusRef.current?.scrollIntoView({ block: "nearest" });
  }, [status]);
  const type = courseTypeOf(q.CourseCode);
  const set = (changes: Partial<Qualification>) => {
    setQ((prev) => ({ ...prev, ...changes }));
    setStatus(null);
  };
  // An 'Other' choice keeps the visitor's own text in the …Text field; a listed choice keeps the list's text.
  const choose = (code: string, listText: string) => (isOtherCode(code) ? "" : listText);
  const institution = type === "board" ? "School Name" : type === "study" ? "College Name" : "School / College Name";

  function save(event: React.FormEvent) {
    event.preventDefault();
    const verdict = firstFailure(qualificationRules({ currentYear }), q);
    if (!verdict.ok) return setStatus({ tone: "error", text: verdict.message });
    const board = type === "board";
    onSave({
      ...q,
      StreamCode: board ? "" : q.StreamCode,
      StreamText: board ? "" : q.StreamText,
      UniversityCode: board ? "" : q.UniversityCode,
      UniversityText: board ? "" : q.UniversityText,
      BoardCode: board ? q.BoardCode : "",
      BoardText: board ? q.BoardText : "",
      StateText: lookups.states.find((s) => s.Code === q.State)?.Text ?? q.StateText,
      DistrictText: districts.find((d) => d.Code === q.District)?.Text ?? q.DistrictText,
      IsFullyFilled: true,
    });
  }

  return (
    <form id="qualification-form" noValidate onSubmit={save} className="grid gap-5 sm:grid-cols-2">
      <Select
        id={`${p}-course`}
        label="Course"
        value={q.CourseCode}
        onValue={(CourseCode, text) => set({ CourseCode, CourseText: choose(CourseCode, text) })}
        options={lookups.courses}
        placeholder="Select course"
        disabled={initial.IsMandatory}
        aria-describedby={initial.IsMandatory ? `${p}-course-locked` : undefined}
        className="sm:col-span-2"
      />
      {initial.IsMandatory && (
        <p id={`${p}-course-locked`} className="-mt-3 text-sm text-slate-600 sm:col-span-2">
          This qualification is mandatory: its course cannot be changed.
        </p>
      )}
      {isOtherCode(q.CourseCode) && (
        <Input
          id={`${p}-other-course`}
          label="Other Course"
          value={q.CourseText}
          onValue={(CourseText) => set({ CourseText })}
          maxLength={qualificationLimits.otherMax}
          className="sm:col-span-2"
        />
      )}
      {type === "board" && (
        <>
          <Select
            id={`${p}-board`}
            label="Board of Examination"
            value={q.BoardCode}
            onValue={(BoardCode, text) => set({ BoardCode, BoardText: choose(BoardCode, text) })}
            options={lookups.boards}
            placeholder="Select board"
            className="sm:col-span-2"
          />
          {isOtherCode(q.BoardCode) && (
            <Input
              id={`${p}-other-board`}
              label="Other Board"
              value={q.BoardText}
              onValue={(BoardText) => set({ BoardText })}
              maxLength={qualificationLimits.otherMax}
              className="sm:col-span-2"
            />
          )}
        </>
      )}
      {type === "study" && (
        <>
          <Select
            id={`${p}-stream`}
            label="Stream"
            value={q.StreamCode}
            onValue={(StreamCode, text) => set({ StreamCode, StreamText: choose(StreamCode, text) })}
            options={lookups.streams}
            placeholder="Select stream"
          />
          {isOtherCode(q.StreamCode) ? (
            <Input
              id={`${p}-other-stream`}
              label="Other Stream"
              value={q.StreamText}
              onValue={(StreamText) => set({ StreamText })}
              maxLength={qualificationLimits.otherMax}
            />
          ) : (
            <div className="hidden sm:block" />
          )}
          <Select
            id={`${p}-university`}
            label="University"
            value={q.UniversityCode}
            onValue={(UniversityCode, text) => set({ UniversityCode, UniversityText: choose(UniversityCode, text) })}
            options={lookups.universities}
            placeholder="Select university"
          />
          {isOtherCode(q.UniversityCode) ? (
            <Input
              id={`${p}-other-university`}
              label="Other University"
              value={q.UniversityText}
              onValue={(UniversityText) => set({ UniversityText })}
              maxLength={qualificationLimits.otherMax}
            />
          ) : (
            <div className="hidden sm:block" />
          )}
        </>
      )}
      <Input
        id={`${p}-institution`}
        label={institution}
        value={q.CollegeText}
        onValue={(CollegeText) => set({ CollegeText })}
        maxLength={qualificationLimits.institutionMax}
        className="sm:col-span-2"
      />
      <Select
        id={`${p}-state`}
        label="State"
        value={q.State}
        onValue={(State, StateText) => set({ State, StateText, District: "", DistrictText: "" })}
        options={lookups.states}
        placeholder="Select state"
      />
      <Select
        id={`${p}-district`}
        label="District"
        value={q.District}
        onValue={(District, DistrictText) => set({ District, DistrictText })}
        options={districts}
        placeholder={!q.State ? "Select a state first" : loading ? "Loading districts…" : "Select district"}
        disabled={!q.State}
      />
      <Input
        id={`${p}-percentage`}
        label="Percentage of Marks"
        type="number"
        inputMode="decimal"
        min={qualificationLimits.percentageMin}
        max={qualificationLimits.percentageMax}
        step="0.01"
        value={String(q.Percentage ?? "")}
        onValue={(Percentage) => set({ Percentage })}
      />
      <Select
        id={`${p}-year`}
        label="Year of Passing"
        value={String(q.FinishYear ?? "")}
        onValue={(FinishYear) => set({ FinishYear })}
        options={yearOptions(currentYear)}
        placeholder="Select year"
      />
      <div ref={statusRef} className="sm:col-span-2">
        <FormStatus status={status} />
      </div>
    </form>
  );
}
