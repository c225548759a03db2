import { PERIOD_LENGTHS, type ReportPeriod } from "~/domain/insights/report-period";

const FIELD = "mt-1 block rounded border border-slate-400 bg-white px-2 py-1.5 text-slate-900";
const BUTTON = "rounded bg-brand-800 px-4 py-2 font-semibold text-white";

/**
 * The period a report covers: a preset length, or two dates. Two GET forms, so each asks for one kind of
 * period and the address says which.
 */
export function PeriodForm({ period, error }: { period: ReportPeriod; error: string | null }) {
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {error && (
        <p role="alert" className="font-semibold text-red-800">
          {error}
        </p>
      )}
      <p className="text-slate-800">
        Showing <strong>{period.current.from}</strong> to <strong>{period.current.to}</strong> ({period.days} days),
        beside the {period.days} days before: {period.previous.from} to {period.previous.to}.
      </p>
      <div className="flex flex-wrap items-end gap-6">
        <form method="get" className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-semibold text-slate-800">
            Period
            <select name="days" defaultValue={period.choice === "dates" ? "30" : period.choice} className={FIELD}>
              {PERIOD_LENGTHS.map((n) => (
                <option key={n} value={n}>{`Last ${n} days`}</option>
              ))}
            </select>
          </label>
          <button type="submit" className={BUTTON}>
            Show
          </button>
        </form>
        <form method="get" className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-semibold text-slate-800">
            From
            <input type="date" name="from" required defaultValue={period.current.from} className={FIELD} />
          </label>
          <label className="text-sm font-semibold text-slate-800">
            To
            <input type="date" name="to" required defaultValue={period.current.to} className={FIELD} />
          </label>
          <button type="submit" className={BUTTON}>
            Show these dates
          </button>
        </form>
      </div>
    </div>
  );
}
