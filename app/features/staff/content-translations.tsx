import { Form, Link } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { LOCALE_INFO, type Locale } from "~/domain/locale/locales";
import { TRANSLATION_STATE_LABELS, type TranslationState } from "~/domain/site-content/translations";
import { StaffSection } from "./staff-section";

type Translation = { locale: Locale; id: number | null; state: TranslationState };

const STATE_CLASSES: Record<TranslationState, string> = {
  missing: "bg-slate-100 text-slate-800",
  "needs-review": "bg-amber-100 text-amber-950",
  outdated: "bg-orange-100 text-orange-950",
  "up-to-date": "bg-green-100 text-green-900",
};

/** Where a translation stands, as a badge. */
export function TranslationStateBadge({ state }: { state: TranslationState }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-semibold ${STATE_CLASSES[state]}`}>
      {TRANSLATION_STATE_LABELS[state]}
    </span>
  );
}

/** An English entry's translations: each language's state, and a way to start or open it. */
export function TranslationsSection({ translations }: { translations: readonly Translation[] }) {
  return (
    <StaffSection
      id="translations"
      title="Translations"
      description="Each language's words over the English; a field a translation leaves empty shows the English."
    >
      <ul className="divide-y divide-slate-200">
        {translations.map((t) => (
          <li key={t.locale} className="flex flex-wrap items-center gap-3 py-3" data-testid={`translation-${t.locale}`}>
            <span className="w-28 font-semibold text-slate-900">{LOCALE_INFO[t.locale].englishName}</span>
            <TranslationStateBadge state={t.state} />
            {t.id !== null ? (
              <Link to={`/staff/content/${t.id}`} className="font-semibold text-brand-700 underline underline-offset-4">
                {`Edit the ${LOCALE_INFO[t.locale].englishName} translation`}
              </Link>
            ) : (
              <Form method="post">
                <XsrfField />
                <input type="hidden" name="locale" value={t.locale} />
                <Button type="submit" variant="secondary-small" name="intent" value="translate">
                  {`Translate into ${LOCALE_INFO[t.locale].englishName}`}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </StaffSection>
  );
}
