import { demoClock, demoDay } from "~/domain/demo/demo-time";
import { fill } from "~/content/messages/shell.en";
import type { DemoDay } from "./demo-times";
import { useDemoIntl, useDemoWords } from "./demo-words";
import { useVisitorZone } from "./visitor-zone";

/**
 * "10:30 your time": a time as the visitor's zone reads it, with the day when it is another than the
 * company's (`companyDay`, the label of the time's group, so it is not formatted again per time).
 */
function VisitorTime({ iso, companyDay, zone }: { iso: string; companyDay: string; zone: string }) {
  const w = useDemoWords();
  const intl = useDemoIntl();
  const at = Date.parse(iso);
  const day = demoDay(at, zone, intl);
  return (
    <span className="block text-xs font-normal text-slate-600">
      {fill(w.yourTime, { time: `${day === companyDay ? "" : `${day}, `}${demoClock(at, zone, intl)}` })}
    </span>
  );
}

/**
 * The free times as radio buttons, one group a day, labelled with the company's clock; with JavaScript
 * each also shows the visitor's own clock (docs/product.md §2.20). Without it the page says which zone
 * the times are in.
 */
export function TimePicker({
  days,
  timeZone,
  selected,
  errorId,
  legend,
}: {
  days: readonly DemoDay[];
  timeZone: string;
  selected?: string;
  errorId?: string;
  legend: string;
}) {
  const zone = useVisitorZone();
  const w = useDemoWords();
  // The visitor's times show only when their zone is another than the company's.
  const visitorZone = zone && zone !== timeZone ? zone : null;
  return (
    <fieldset aria-describedby={errorId}>
      <legend className="text-lg font-bold text-brand-950">{legend}</legend>
      <p className="mt-1 text-sm text-slate-700">
        {fill(w.officeClock, { zone: timeZone, offset: days[0]?.offset ?? "" })}
        {visitorZone ? fill(w.yourZoneBelow, { zone: visitorZone }) : "."}
      </p>
      <div className="mt-4 space-y-3">
        {days.map((day, i) => (
          // The first days open, the rest a click away (a native disclosure: no JavaScript needed).
          <details
            key={day.label}
            open={i < 3 || day.times.some((t) => t.iso === selected)}
            className="rounded-md border border-slate-200 bg-white px-3 py-2"
          >
            <summary className="cursor-pointer font-semibold text-slate-800">
              {`${day.label} (${day.times.length} ${day.times.length === 1 ? w.oneTime : w.manyTimes})`}
            </summary>
            <fieldset className="mt-2 mb-1">
              <legend className="sr-only">{day.label}</legend>
              <div className="flex flex-wrap gap-2">
                {day.times.map((t) => (
                  <label
                    key={t.iso}
                    className="cursor-pointer rounded-md border border-slate-400 bg-white px-3 py-2 text-sm font-semibold text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                  >
                    <input
                      type="radio"
                      name="Start"
                      value={t.iso}
                      defaultChecked={t.iso === selected}
                      className="sr-only"
                    />
                    {t.clock}
                    {visitorZone && <VisitorTime iso={t.iso} companyDay={day.label} zone={visitorZone} />}
                  </label>
                ))}
              </div>
            </fieldset>
          </details>
        ))}
      </div>
    </fieldset>
  );
}
