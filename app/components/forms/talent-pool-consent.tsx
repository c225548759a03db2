import { TALENT_POOL_FIELD } from "~/domain/privacy-notices";
import { useTalentPoolWords } from "./privacy-notice";

/**
 * The optional, unticked "Keep my resume for other openings for 12 months" of applications and resumes
 * (docs/product.md §10.10). Posted as `KeepForOtherOpenings=true` when ticked, absent otherwise.
 */
export function TalentPoolConsent({
  id,
  checked,
  defaultChecked,
  onChange,
}: {
  id: string;
  /** Controlled (the wizard keeps it in its state)… */
  checked?: boolean;
  onChange?: (checked: boolean) => void;
  /** …or not (a form post; ticked again after a refused post that had it ticked). */
  defaultChecked?: boolean;
}) {
  const words = useTalentPoolWords();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        name={TALENT_POOL_FIELD}
        value="true"
        checked={checked}
        defaultChecked={defaultChecked}
        onChange={onChange ? (e) => onChange(e.target.checked) : undefined}
        aria-describedby={`${id}-hint`}
        className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400 text-brand-700 focus:ring-2 focus:ring-brand-500"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {words.label}
          <span className="font-normal text-slate-600"> {words.optional}</span>
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {words.hint}
        </p>
      </div>
    </div>
  );
}
