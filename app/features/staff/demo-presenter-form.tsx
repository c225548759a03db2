import { productIndex } from "~/content/product-index";
import type { WeeklyHours } from "~/domain/demo/availability";
import { clockOf, WEEKDAYS } from "~/domain/demo/demo-settings";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/forms/text-field";
import { IntentForm } from "./intent-form";

/** Monday first, as the company's week is read; the form's field numbers stay Date's (0 = Sunday). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * One presenter's products and weekly hours (docs/staff-console.md, "Demo times"). `people` offers a
 * choice of account for a new presenter; an existing one posts their id.
 */
export function DemoPresenterForm({
  id,
  presenter,
  people,
  busy,
}: {
  id: string;
  presenter: { id: number | null; products: readonly string[]; hours: WeeklyHours };
  people?: readonly { id: number; name: string; email: string }[];
  busy: boolean;
}) {
  return (
    <IntentForm intent="presenter" className="space-y-4" aria-describedby={`${id}-notice`}>
      {presenter.id !== null ? (
        <input type="hidden" name="staffUserId" value={presenter.id} />
      ) : (
        <div>
          <label htmlFor={`${id}-person`} className="block text-sm font-semibold text-slate-800">
            Staff account
          </label>
          <select id={`${id}-person`} name="staffUserId" className={inputClass}>
            {people?.map((p) => (
              <option key={p.id} value={p.id}>{`${p.name} (${p.email})`}</option>
            ))}
          </select>
        </div>
      )}
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Presents</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {productIndex.map((p) => (
            <label key={p.slug} className="flex items-center gap-2 text-slate-900">
              <input
                type="checkbox"
                name="products"
                value={p.slug}
                defaultChecked={presenter.products.includes(p.slug)}
                className="h-4 w-4"
              />
              {p.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">
          Working hours (leave a day empty for a day off)
        </legend>
        <div className="mt-2 grid gap-2">
          {WEEK_ORDER.map((d) => {
            const h = presenter.hours[d];
            return (
              <div
                key={d}
                className="grid grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[7rem_12rem_12rem]"
              >
                <span className="text-slate-900">{WEEKDAYS[d]}</span>
                <input
                  type="time"
                  name={`from-${d}`}
                  aria-label={`${WEEKDAYS[d]} from`}
                  defaultValue={h ? clockOf(h.from) : ""}
                  className={`${inputClass} min-w-0`}
                />
                <input
                  type="time"
                  name={`to-${d}`}
                  aria-label={`${WEEKDAYS[d]} to`}
                  defaultValue={h ? clockOf(h.to) : ""}
                  className={`${inputClass} min-w-0`}
                />
              </div>
            );
          })}
        </div>
      </fieldset>
      <Button type="submit" variant="primary" disabled={busy}>
        {presenter.id === null ? "Add presenter" : "Save"}
      </Button>
    </IntentForm>
  );
}
