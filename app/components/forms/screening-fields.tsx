import { MAX_TEXT_ANSWER_LENGTH, screeningFieldName, type AskedQuestion } from "~/domain/screening-questions";
import { inputClass, labelClass } from "./text-field";

const YES_NO = [
  ["yes", "Yes"],
  ["no", "No"],
] as const;

/**
 * A job's screening questions in a plain form (the resume form sent for a job, decision 0178): each answered
 * as its kind asks, posted as `Screening-{id}` with or without JavaScript, and shown again as typed after a
 * refused post. What HR wants is never on the page.
 */
export function ScreeningFields({
  id,
  questions,
  kept,
}: {
  id: string;
  questions: readonly AskedQuestion[];
  kept: Record<string, string>;
}) {
  if (questions.length === 0) return null;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-base font-bold text-brand-950">Screening questions</legend>
      <div className="mt-3 space-y-5">
        {questions.map((q) => {
          const name = screeningFieldName(q.id);
          const fieldId = `${id}-screening-${q.id}`;
          const value = kept[name] ?? "";
          const label = (
            <>
              {q.label}
              {!q.required && <span className="font-normal text-slate-600"> (optional)</span>}
            </>
          );
          if (q.kind === "number" || q.kind === "text")
            return (
              <div key={q.id}>
                <label htmlFor={fieldId} className={labelClass}>
                  {label}
                </label>
                <input
                  id={fieldId}
                  name={name}
                  type="text"
                  inputMode={q.kind === "number" ? "decimal" : undefined}
                  maxLength={q.kind === "text" ? MAX_TEXT_ANSWER_LENGTH : 30}
                  defaultValue={value}
                  className={inputClass}
                />
              </div>
            );
          const choices = q.kind === "yes-no" ? YES_NO : q.options.map((o) => [o, o] as const);
          return (
            <fieldset key={q.id}>
              <legend className={labelClass}>{label}</legend>
              <div className={`mt-2 flex ${q.kind === "yes-no" ? "gap-6" : "flex-col gap-2"}`}>
                {choices.map(([code, text]) => (
                  <label key={code} className="flex items-center gap-2 text-slate-800">
                    <input
                      type="radio"
                      name={name}
                      value={code}
                      defaultChecked={value === code}
                      className="h-5 w-5 shrink-0 accent-brand-700"
                    />
                    <span className="break-words">{text}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}
