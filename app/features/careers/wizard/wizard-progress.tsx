import { fill } from "~/content/messages/shell.en";
import { useCareersWords } from "../careers-words";
import type { WizardStep } from "./wizard-state";

/**
 * The steps (four, or five with the screening questions), each active, done or pending. Screen readers hear the state in words and the active
 * step is marked aria-current="step".
 */
export function WizardProgress({ step, labels }: { step: WizardStep; labels: readonly string[] }) {
  const w = useCareersWords().wizard;
  return (
    <nav aria-label={w.progress}>
      <ol className={`grid gap-2 ${labels.length === 5 ? "grid-cols-5" : "grid-cols-4"}`}>
        {labels.map((label, i) => {
          const n = (i + 1) as WizardStep;
          const state = n < step ? "done" : n === step ? "active" : "pending";
          return (
            <li
              key={label}
              aria-current={state === "active" ? "step" : undefined}
              data-state={state}
              className="flex flex-col items-center text-center"
            >
              <span
                aria-hidden="true"
                className={`flex h-9 w-9 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  state === "done"
                    ? "border-brand-700 bg-brand-700 text-white"
                    : state === "active"
                      ? "border-brand-700 bg-white text-brand-800"
                      : "border-slate-300 bg-white text-slate-600"
                }`}
              >
                {state === "done" ? "✓" : n}
              </span>
              <span
                className={`mt-2 text-xs leading-tight sm:text-sm ${state === "active" ? "font-bold text-brand-950" : "text-slate-700"}`}
              >
                <span className="sr-only">{fill(w.stepNumber, { n })}</span>
                {label}
                <span className="sr-only">
                  {state === "done" ? w.stepDone : state === "active" ? w.stepCurrent : w.stepPending}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
