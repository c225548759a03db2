import { Link } from "react-router";
import { LOCALE_INFO, TRANSLATED_LOCALES } from "~/domain/locale/locales";
import { CONTENT_TYPES } from "~/domain/site-content/content-types";
import { TRANSLATION_STATE_LABELS, type TranslationState } from "~/domain/site-content/translations";
import { BackLink } from "~/features/staff/back-link";
import { TranslationStateBadge } from "~/features/staff/content-translations";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.content.translations";

export const meta: Route.MetaFunction = () => staffMeta("Translations");

const STATES = Object.keys(TRANSLATION_STATE_LABELS) as TranslationState[];

/** Marketing and admins: every entry with words, and where its translation stands in each language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "content:manage");
  const entries = await context.services.contentTranslations.status();
  const counts = TRANSLATED_LOCALES.map((locale) => ({
    locale,
    byState: STATES.map((state) => ({
      state,
      count: entries.filter((e) => e.translations.find((t) => t.locale === locale)?.state === state).length,
    })),
  }));
  return {
    counts,
    entries: entries.map((e) => ({ ...e, typeLabel: CONTENT_TYPES[e.type].one })),
  };
}

export default function StaffTranslations({ loaderData }: Route.ComponentProps) {
  const { counts, entries } = loaderData;
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/content">All site content</BackLink>
      <h1 className="text-3xl font-bold text-brand-950">Translations</h1>
      <p className="text-slate-700">
        Every entry with words has an English original; a language's pages show its translation where one is published
        and the English elsewhere. A translation written from code needs review until someone saves it here; one whose
        English was published again after it was last saved is marked so.
      </p>
      <StaffSection id="summary" title="By language">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">Translations by language and state</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pe-4 text-start">
                Language
              </th>
              {STATES.map((state) => (
                <th key={state} scope="col" className="py-2 pe-4 text-start">
                  {TRANSLATION_STATE_LABELS[state]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {counts.map((c) => (
              <tr key={c.locale} className="border-b border-slate-200" data-testid={`translation-counts-${c.locale}`}>
                <th scope="row" className="py-2 pe-4 text-start font-semibold">
                  {LOCALE_INFO[c.locale].englishName}
                </th>
                {c.byState.map((s) => (
                  <td key={s.state} className="py-2 pe-4">
                    {s.count}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </StaffSection>
      <StaffSection id="entries" title="Entries">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">Each entry's translations</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pe-4 text-start">
                Entry
              </th>
              {TRANSLATED_LOCALES.map((locale) => (
                <th key={locale} scope="col" className="py-2 pe-4 text-start">
                  {LOCALE_INFO[locale].englishName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-b border-slate-200 align-top" data-testid="translation-row">
                <th scope="row" className="py-2 pe-4 text-start font-normal">
                  <Link to={`/staff/content/${e.id}`} className="font-semibold text-brand-800 underline">
                    {e.title}
                  </Link>
                  <span className="block text-xs text-slate-600">{e.typeLabel}</span>
                </th>
                {e.translations.map((t) => (
                  <td key={t.locale} className="py-2 pe-4">
                    <Link
                      to={t.id === null ? `/staff/content/${e.id}#translations` : `/staff/content/${t.id}`}
                      className="hover:underline"
                    >
                      <span className="sr-only">{`${e.title}, ${LOCALE_INFO[t.locale].englishName}: `}</span>
                      <TranslationStateBadge state={t.state} />
                    </Link>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </StaffSection>
    </div>
  );
}
