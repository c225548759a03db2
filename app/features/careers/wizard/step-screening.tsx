import { MAX_TEXT_ANSWER_LENGTH, type AskedQuestion } from "~/domain/screening-questions";
import { useCareersWords } from "../careers-words";
import { Input, RadioChoices } from "./fields";

/**
 * The job's screening questions (docs/decisions/0174), each answered as its kind asks: yes or no, one of
 * its choices, a number or a short text. What HR wants is not shown: a missed answer only flags the
 * application for HR, who decide.
 */
export function StepScreening({
  idPrefix,
  questions,
  answers,
  onAnswer,
}: {
  idPrefix: string;
  questions: readonly AskedQuestion[];
  answers: Record<string, string>;
  onAnswer: (id: number, answer: string) => void;
}) {
  const w = useCareersWords().wizard;
  const yesNo = [
    ["yes", w.yes],
    ["no", w.no],
  ] as const;
  return (
    <div className="space-y-6">
      {questions.map((q) => {
        const id = `${idPrefix}-screening-${q.id}`;
        const value = answers[String(q.id)] ?? "";
        const label = (
          <>
            {q.label}
            {!q.required && <span className="ms-1 font-normal text-slate-600">{w.optional}</span>}
          </>
        );
        if (q.kind === "number" || q.kind === "text")
          return (
            <Input
              key={q.id}
              id={id}
              label={label}
              value={value}
              onValue={(v) => onAnswer(q.id, v)}
              inputMode={q.kind === "number" ? "decimal" : undefined}
              maxLength={q.kind === "text" ? MAX_TEXT_ANSWER_LENGTH : 30}
              required={q.required}
            />
          );
        return (
          <fieldset key={q.id}>
            <legend className="block text-sm font-semibold text-slate-800">{label}</legend>
            {q.kind === "yes-no" ? (
              <RadioChoices name={id} value={value} choices={yesNo} onValue={(v) => onAnswer(q.id, v)} />
            ) : (
              <div className="mt-2 flex flex-col gap-2">
                {q.options.map((option) => (
                  <label key={option} className="flex items-center gap-2 text-slate-800">
                    <input
                      type="radio"
                      name={id}
                      value={option}
                      checked={value === option}
                      onChange={() => onAnswer(q.id, option)}
                      className="h-5 w-5 shrink-0 accent-brand-700"
                    />
                    <span className="break-words">{option}</span>
                  </label>
                ))}
              </div>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
