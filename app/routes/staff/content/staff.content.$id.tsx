import { data, Form, redirect } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import {
  CONTENT_TYPES,
  entriesStayMessage,
  contentMessages,
  type ContentFieldErrors,
  type ContentValues,
} from "~/domain/site-content/content-types";
import { PREVIEW_PATH, previewPathOf } from "~/domain/site-content/content-preview";
import { staffMessages } from "~/domain/staff/messages";
import { zonedLocalToIso } from "~/domain/news-editor";
import { StaffField } from "~/features/staff/staff-field";
import { parseRecordId } from "~/domain/staff/record-id";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { BackLink } from "~/features/staff/back-link";
import { ContentEntryForm } from "~/features/staff/content-entry-form";
import { field, intentOf } from "~/features/staff/staff-action";
import { CONTENT_FORM_MAX_BYTES, readStaffForm } from "~/features/staff/staff-form.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.content.$id";
import { contentValuesFrom } from "~/features/staff/content-form-values";
import { localisedPath } from "~/domain/locale/locale-path";
import { DEFAULT_LOCALE, LOCALE_INFO } from "~/domain/locale/locales";
import { entryFields, SEEDED_TRANSLATION_BY } from "~/domain/site-content/translations";
import { TranslationsSection } from "~/features/staff/content-translations";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? `Site content: ${data.title}` : "Site content");

async function entryOf(params: { id: string }, context: Route.LoaderArgs["context"]) {
  const id = parseRecordId(params.id);
  const found = id === null ? null : await context.services.contentEditing.get(id);
  if (!found) throw data(contentMessages.noSuchEntry, { status: 404 });
  return found;
}

/** One entry: its draft to edit, whether and when it is published, and its published revisions. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "content:manage");
  const { entry, revisions } = await entryOf(params, context);
  const definition = CONTENT_TYPES[entry.type];
  const translations = context.services.contentTranslations;
  const translated = entry.locale !== DEFAULT_LOCALE;
  return {
    entry,
    language: LOCALE_INFO[entry.locale],
    // A translation shows the English words beside its fields; an English entry lists its translations.
    english: translated ? await translations.englishOf(entry.id) : null,
    translations: translated ? null : await translations.ofEntry(entry.id),
    one: definition.one,
    pages: definition.pages,
    // A single and the products stay on the site (a product is retired instead); a translation may go.
    single: !translated && entriesStayMessage(entry.type) !== null,
    title: entry.draft[definition.titleField] ?? entry.key,
    created: new URL(request.url).searchParams.has("created"),
    previewPath: localisedPath(previewPathOf(entry.type, entry.key, entry.draft), entry.locale),
    schedule: entry.schedule
      ? { at: formatStaffTime(entry.schedule.at, context.timeZone), by: entry.schedule.by }
      : null,
    timeZone: context.timeZone,
    liveAt: entry.liveAt ? formatStaffTime(entry.liveAt, context.timeZone) : null,
    revisions: revisions.map((r) => ({ ...r, at: formatStaffTime(r.at, context.timeZone) })),
  };
}

type ContentResult = {
  intent: string;
  success?: string;
  error?: string;
  errors?: ContentFieldErrors;
  values?: ContentValues;
  theirs?: ContentValues;
  changed?: string[];
};

/** Save the draft, publish it, take the entry off the site, or restore a published revision as the draft. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "content:manage");
  const form = await readStaffForm(request, context, CONTENT_FORM_MAX_BYTES);
  const { entry } = await entryOf(params, context);
  const editor = { user, client: context.staff.client(request) };
  const intent = intentOf(form);
  const version = Number(field(form, "version"));
  const editing = context.services.contentEditing;
  if (intent === "translate") {
    const outcome = await context.services.contentTranslations.start(entry.id, field(form, "locale"), editor);
    if (!outcome.ok) return data<ContentResult>({ intent, error: outcome.message }, { status: outcome.status });
    return redirect(`/staff/content/${outcome.id}?created`, 303);
  }
  if (intent === "save") {
    const values = contentValuesFrom(form, entry.type, entryFields(entry.type, entry.locale));
    const outcome = await editing.saveDraft(entry.id, version, values, editor);
    if (outcome.ok) return data<ContentResult>({ intent, success: contentMessages.saved });
    if (outcome.status === 400) return data<ContentResult>({ intent, errors: outcome.errors, values }, { status: 400 });
    if (outcome.status === 409)
      return data<ContentResult>(
        { intent, error: outcome.message, values, theirs: outcome.theirs, changed: outcome.changed },
        { status: 409 },
      );
    return data<ContentResult>({ intent, error: outcome.message }, { status: outcome.status });
  }
  if (intent === "schedule") {
    const at = zonedLocalToIso(field(form, "at"), context.timeZone);
    if (at === null) return data<ContentResult>({ intent, error: contentMessages.scheduleInvalid }, { status: 400 });
    const outcome = await editing.schedule(entry.id, at, editor);
    if (!outcome.ok) return data<ContentResult>({ intent, error: outcome.message }, { status: outcome.status });
    return data<ContentResult>({
      intent,
      success: contentMessages.scheduled(formatStaffTime(at, context.timeZone)),
    });
  }
  const step =
    intent === "publish"
      ? { run: () => editing.publish(entry.id, version, editor), success: contentMessages.published }
      : intent === "unpublish"
        ? { run: () => editing.unpublish(entry.id, editor), success: contentMessages.unpublished }
        : intent === "cancel-schedule"
          ? { run: () => editing.cancelSchedule(entry.id, editor), success: contentMessages.scheduleCancelled }
          : intent === "restore"
            ? {
                run: () => editing.restore(entry.id, Number(field(form, "revision")), version, editor),
                success: contentMessages.restored(Number(field(form, "number"))),
              }
            : null;
  if (!step) return data<ContentResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
  const outcome = await step.run();
  if (!outcome.ok) return data<ContentResult>({ intent, error: outcome.message }, { status: outcome.status });
  return data<ContentResult>({ intent, success: step.success });
}

export default function StaffContentEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, title, one, pages, liveAt, revisions, created, single, previewPath, schedule, timeZone } = loaderData;
  const { language, english, translations } = loaderData;
  const save = actionData?.intent === "save" ? actionData : undefined;
  const step = actionData && actionData.intent !== "save" ? actionData : undefined;
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/content">All site content</BackLink>
      <h1 className="text-3xl font-bold break-words text-brand-950">
        {english ? `${title}: ${language.englishName} translation` : title}
      </h1>
      <p className="text-slate-700">
        {english
          ? `This is the ${language.englishName} translation of ${one}, shown on the ${language.englishName} pages (${pages.join(", ")} under /${entry.locale}). Each field left empty shows the English words. `
          : `This is ${one}, shown on ${pages.join(", ")}. `}
        {liveAt === null
          ? "It is not on the site."
          : entry.unpublishedChanges
            ? `The site shows the version published ${liveAt}; the draft below has changes not yet published.`
            : `The site shows this version, published ${liveAt}.`}
      </p>
      {created && (
        <StaffNotice
          id="created"
          success={
            english ? contentMessages.translationCreated : "Saved as a draft. Publish it to show it on the site."
          }
        />
      )}
      {english && entry.draftSavedBy === SEEDED_TRANSLATION_BY && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950" data-testid="needs-review">
          Needs review: written from code, not yet saved by anyone here. Check it, then save and publish it.
        </p>
      )}
      <StaffSection id="draft" title="Draft">
        <StaffNotice id="save-outcome" success={save?.success} error={save?.error} />
        <ContentEntryForm
          key={`${entry.draftVersion}-${save?.error ?? ""}`}
          type={entry.type}
          values={save?.values ?? entry.draft}
          errors={save?.errors}
          theirs={save?.theirs}
          changed={save?.changed}
          version={entry.draftVersion}
          submitLabel="Save draft"
          intent="save"
          fields={entryFields(entry.type, entry.locale)}
          translation={english ? { lang: entry.locale, dir: language.dir, english } : undefined}
        />
      </StaffSection>
      {translations && <TranslationsSection translations={translations} />}
      <StaffSection id="publishing" title="On the site">
        <StaffNotice id="step-outcome" success={step?.success} error={step?.error} />
        {schedule && (
          <p className="mt-2 text-slate-800" data-testid="content-schedule">
            {`Scheduled by ${schedule.by} to publish ${schedule.at}: the draft as it is then.`}
          </p>
        )}
        <div className="mt-3 flex flex-wrap gap-3">
          <Form method="post">
            <XsrfField />
            <input type="hidden" name="version" value={entry.draftVersion} />
            <Button type="submit" variant="primary" name="intent" value="publish" disabled={!entry.unpublishedChanges}>
              Publish the draft
            </Button>
          </Form>
          <Form method="post" action={PREVIEW_PATH}>
            <XsrfField />
            <input type="hidden" name="to" value={previewPath} />
            <Button type="submit" variant="secondary">
              Preview the draft on the site
            </Button>
          </Form>
          {liveAt !== null && !single && (
            <Form method="post">
              <XsrfField />
              <Button type="submit" variant="secondary" name="intent" value="unpublish">
                Take off the site
              </Button>
            </Form>
          )}
        </div>
      </StaffSection>
      <StaffSection
        id="schedule"
        title="Publish later"
        description="The draft as it is at that time is published by itself, within a quarter of a minute."
      >
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <XsrfField />
          <StaffField
            label="Publish at"
            id="content-publish-at"
            name="at"
            type="datetime-local"
            hint={`Company time (${timeZone}).`}
          />
          <Button type="submit" variant="secondary" name="intent" value="schedule">
            Schedule
          </Button>
        </Form>
        {schedule && (
          <Form method="post" className="mt-3">
            <XsrfField />
            <Button type="submit" variant="secondary-small" name="intent" value="cancel-schedule">
              Cancel the schedule
            </Button>
          </Form>
        )}
      </StaffSection>
      <StaffSection id="history" title="History" description="Every published version, newest first.">
        {revisions.length === 0 ? (
          <p className="text-slate-700">Never published.</p>
        ) : (
          <ol className="space-y-3">
            {revisions.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-200 p-3" data-testid="content-revision">
                <p className="font-semibold text-slate-900">{`Revision ${r.number}: ${r.note}, ${r.at}, by ${r.by}`}</p>
                <p className="mt-1 text-sm break-words text-slate-700">{Object.values(r.values).join(" · ")}</p>
                <Form method="post" className="mt-2">
                  <XsrfField />
                  <input type="hidden" name="version" value={entry.draftVersion} />
                  <input type="hidden" name="revision" value={r.id} />
                  <input type="hidden" name="number" value={r.number} />
                  <Button type="submit" variant="secondary-small" name="intent" value="restore">
                    {`Restore revision ${r.number} as the draft`}
                  </Button>
                </Form>
              </li>
            ))}
          </ol>
        )}
      </StaffSection>
    </div>
  );
}
