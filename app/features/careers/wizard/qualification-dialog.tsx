import { useId } from "react";
import { courseTypeOf, isOtherCode, type LookupOption, type Qualification } from "~/domain/job-application";
import { keepBoardOrStream } from "~/domain/normalise-job-application";
import { qualificationLimits, qualificationRules } from "~/domain/validation/qualification-rules";
import { EntryDialog, EntryForm, useEntryForm, type EntryFormProps, type EntryPopupProps } from "./entry-dialog";
import { Input, Select, yearOptions } from "./fields";
import { useDistricts } from "./use-districts";
import { useCareersWords } from "../careers-words";

/**
 * 'Add New Qualification', or 'Edit Qualification' for one of the list's (docs/product.md §4.4, §5.8): Save
 * checks the popup's rules, then hands the entry back.
 */
export function QualificationDialog({ editing, adding, onClose, ...form }: EntryPopupProps<Qualification>) {
  const t = useCareersWords().qualifications;
  return (
    <EntryDialog
      title={adding ? t.addTitle : t.editTitle}
      formId="qualification-form"
      editing={editing}
      onClose={onClose}
    >
      {(initial) => <QualificationForm initial={initial} {...form} />}
    </EntryDialog>
  );
}

function QualificationForm({ initial, lookups, currentYear, onSave }: EntryFormProps<Qualification>) {
  const p = useId();
  const { entry: q, set, status, onSubmit } = useEntryForm(initial, qualificationRules({ currentYear }), save);
  const { districts, loading } = useDistricts(q.State);
  const type = courseTypeOf(q.CourseCode);
  const words = useCareersWords();
  const t = words.qualifications;
  const w = words.wizard;
  const institution = type === "board" ? t.school : type === "study" ? t.college : t.schoolOrCollege;

  /** Only the answers the course asks for, with the place names the cards show. */
  function save(checked: Qualification) {
    onSave({
      ...keepBoardOrStream(checked),
      StateText: lookups.states.find((s) => s.Code === checked.State)?.Text ?? checked.StateText,
      DistrictText: districts.find((d) => d.Code === checked.District)?.Text ?? checked.DistrictText,
      IsFullyFilled: true,
    });
  }

  return (
    <EntryForm id="qualification-form" status={status} onSubmit={onSubmit}>
      <Select
        id={`${p}-course`}
        label={t.course}
        value={q.CourseCode}
        onValue={(CourseCode, text) => set({ CourseCode, CourseText: otherOrListText(CourseCode, text) })}
        options={lookups.courses}
        placeholder={t.selectCourse}
        disabled={initial.IsMandatory}
        aria-describedby={initial.IsMandatory ? `${p}-course-locked` : undefined}
        className="sm:col-span-2"
      />
      {initial.IsMandatory && (
        <p id={`${p}-course-locked`} className="-mt-3 text-sm text-slate-600 sm:col-span-2">
          {t.courseLocked}
        </p>
      )}
      {isOtherCode(q.CourseCode) && (
        <Input
          id={`${p}-other-course`}
          label={t.otherCourse}
          value={q.CourseText}
          onValue={(CourseText) => set({ CourseText })}
          maxLength={qualificationLimits.otherMax}
          className="sm:col-span-2"
        />
      )}
      {type === "board" && (
        <ChoiceWithOther
          idPrefix={p}
          name="board"
          label={t.board}
          otherLabel={t.otherBoard}
          placeholder={t.selectBoard}
          options={lookups.boards}
          code={q.BoardCode}
          text={q.BoardText}
          onChange={(BoardCode, BoardText) => set({ BoardCode, BoardText })}
          wide
        />
      )}
      {type === "study" && (
        <>
          <ChoiceWithOther
            idPrefix={p}
            name="stream"
            label={t.stream}
            otherLabel={t.otherStream}
            placeholder={t.selectStream}
            options={lookups.streams}
            code={q.StreamCode}
            text={q.StreamText}
            onChange={(StreamCode, StreamText) => set({ StreamCode, StreamText })}
          />
          <ChoiceWithOther
            idPrefix={p}
            name="university"
            label={t.university}
            otherLabel={t.otherUniversity}
            placeholder={t.selectUniversity}
            options={lookups.universities}
            code={q.UniversityCode}
            text={q.UniversityText}
            onChange={(UniversityCode, UniversityText) => set({ UniversityCode, UniversityText })}
          />
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
        label={t.state}
        value={q.State}
        onValue={(State, StateText) => set({ State, StateText, District: "", DistrictText: "" })}
        options={lookups.states}
        placeholder={w.selectState}
      />
      <Select
        id={`${p}-district`}
        label={t.district}
        value={q.District}
        onValue={(District, DistrictText) => set({ District, DistrictText })}
        options={districts}
        placeholder={!q.State ? w.selectStateFirst : loading ? w.loadingDistricts : w.selectDistrict}
        disabled={!q.State}
      />
      <Input
        id={`${p}-percentage`}
        label={t.percentage}
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
        label={t.yearOfPassing}
        value={String(q.FinishYear ?? "")}
        onValue={(FinishYear) => set({ FinishYear })}
        options={yearOptions(currentYear)}
        placeholder={w.selectYear}
      />
    </EntryForm>
  );
}

/** An 'Other' choice keeps the visitor's own text in the …Text field; a listed choice keeps the list's text. */
function otherOrListText(code: string, listText: string) {
  return isOtherCode(code) ? "" : listText;
}

/**
 * A select of a lookup list whose 'Other' entry reveals a text input for the visitor's own answer.
 * `wide`: both take the full row; otherwise they sit in one column, with an empty cell beside when
 * there is no 'Other' input so the next pair starts on a new row.
 */
function ChoiceWithOther({
  idPrefix,
  name,
  label,
  otherLabel,
  placeholder,
  options,
  code,
  text,
  onChange,
  wide = false,
}: {
  idPrefix: string;
  /** Names the two inputs' ids: `<prefix>-<name>` and `<prefix>-other-<name>`. */
  name: string;
  label: string;
  otherLabel: string;
  placeholder: string;
  options: readonly LookupOption[];
  code: string;
  text: string;
  onChange: (code: string, text: string) => void;
  wide?: boolean;
}) {
  const span = wide ? "sm:col-span-2" : undefined;
  return (
    <>
      <Select
        id={`${idPrefix}-${name}`}
        label={label}
        value={code}
        onValue={(chosen, listText) => onChange(chosen, otherOrListText(chosen, listText))}
        options={options}
        placeholder={placeholder}
        className={span}
      />
      {isOtherCode(code) ? (
        <Input
          id={`${idPrefix}-other-${name}`}
          label={otherLabel}
          value={text}
          onValue={(own) => onChange(code, own)}
          maxLength={qualificationLimits.otherMax}
          className={span}
        />
      ) : (
        !wide && <div className="hidden sm:block" />
      )}
    </>
  );
}
