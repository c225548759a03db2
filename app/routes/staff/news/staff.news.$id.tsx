import { parseRecordId } from "~/domain/staff/record-id";
import { data, Form, Link, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { isoToZonedLocal, newsEditorMessages } from "~/domain/news-editor";
import { newsStoryPath } from "~/domain/news-item";
import { staffMessages } from "~/domain/staff/messages";
import { formatStaffTime } from "~/domain/staff/staff-time";
import { NewsForm } from "~/features/staff/news-form";
import { submitNewsForm, type NewsFormResult } from "~/routes/staff/news/news-form.server";
import { readStaffPictureForm } from "~/features/staff/staff-form.server";
import { NewsStateBadge } from "~/features/staff/news-state-badge";
import { field, intentOf } from "~/features/staff/staff-action";
import { StaffFormMessage } from "~/features/staff/staff-field";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffNotice } from "~/features/staff/staff-notice";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.news.$id";
import { SectionTable } from "~/features/staff/staff-table";
import { BackLink } from "~/features/staff/back-link";

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? `Story: ${data.story.title}` : "Story");

function storyCode(param: string): number {
  const code = parseRecordId(param);
  if (code === null) throw data(newsEditorMessages.noSuchStory, { status: 404 });
  return code;
}

/** After the new-story page saved and came here: what it did. */
const DONE: Record<string, string> = {
  save: "Draft saved. Visitors see nothing of it until it is published.",
  publish: "Published: the story is on the site now.",
  schedule: "Scheduled: the story will appear by itself at the time given.",
};

/** One story: its form, its state, the publishing buttons and its revisions. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "news:manage");
  const code = storyCode(params.id);
  const story = await context.services.newsEditor.get(code);
  if (!story) throw data(newsEditorMessages.noSuchStory, { status: 404 });
  const tz = context.timeZone;
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    story: {
      ...story,
      publishAtText: story.publishAt ? formatStaffTime(story.publishAt, tz) : null,
      publishAtLocal: story.state === "scheduled" && story.publishAt ? isoToZonedLocal(story.publishAt, tz) : "",
      updated: formatStaffTime(story.updatedAt, tz),
      revisions: story.revisions.map((r) => ({ ...r, when: formatStaffTime(r.created_at, tz) })),
    },
    done: Object.hasOwn(DONE, done) ? DONE[done]! : null,
    timeZone: tz,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "news:manage");
  const form = await readStaffPictureForm(request, context);
  const code = storyCode(params.id);
  const intent = intentOf(form);
  const client = context.staff.client(request);
  const editor = context.services.newsEditor;
  const answer = (result: NewsFormResult, status = 200) => data(result, { status });
  switch (intent) {
    case "save":
    case "publish":
    case "schedule": {
      const outcome = await submitNewsForm(form, intent, code, context, user, client);
      return answer(outcome.result, outcome.ok ? 200 : outcome.status);
    }
    case "unpublish": {
      const outcome = await editor.unpublish(code, user, client);
      if (!outcome.ok) return answer({ intent, error: outcome.message }, outcome.status);
      return answer({ intent, success: "Unpublished: the story is a draft again and off the site." });
    }
    case "restore": {
      const revision = field(form, "revision");
      const id = parseRecordId(revision) ?? 0;
      const outcome = await editor.restore(code, id, user, client);
      if (!outcome.ok) return answer({ intent, error: outcome.message }, outcome.status);
      return answer({ intent, success: `Revision ${id} restored.` });
    }
    default:
      return answer({ intent, error: staffMessages.unknownAction }, 400);
  }
}

export default function StaffStory({ loaderData, actionData }: Route.ComponentProps) {
  const { story, done, timeZone } = loaderData;
  const busy = useNavigation().state === "submitting";
  const formIntent = actionData && ["save", "publish", "schedule"].includes(actionData.intent);
  const values = (formIntent && actionData?.values) || {
    title: story.title,
    newsDate: story.newsDate,
    description: story.description,
    publishAt: story.publishAtLocal,
  };
  const live = story.state !== "draft";
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/news">All stories</BackLink>
      <h1 className="break-words text-3xl font-bold text-brand-950">{story.title}</h1>

      <StaffSection id="state" title="State">
        <p className="flex flex-wrap items-center gap-3 text-slate-800" data-testid="news-state">
          <NewsStateBadge state={story.state} />
          {story.state === "scheduled" && story.publishAtText && <span>Appears on {story.publishAtText}</span>}
          {story.state === "published" && story.publishAtText && <span>Public since {story.publishAtText}</span>}
          {story.unpublishedChanges && <span className="font-semibold">Saved changes not yet published.</span>}
        </p>
        <p className="mt-3 flex flex-wrap gap-4">
          <Link to={`/staff/news/${story.code}/preview`} className="font-semibold text-brand-700 underline">
            Preview the saved draft
          </Link>
          {story.state === "published" && (
            <Link to={newsStoryPath(story.code)} className="font-semibold text-brand-700 underline">
              See it on the site
            </Link>
          )}
        </p>
        {live && (
          <Form method="post" encType="multipart/form-data" className="mt-4">
            <XsrfField />
            <Button type="submit" name="intent" value="unpublish" variant="secondary" disabled={busy}>
              {story.state === "scheduled" ? "Cancel the schedule" : "Unpublish"}
            </Button>
          </Form>
        )}
        <StaffNotice
          id="state-notice"
          success={actionData && !formIntent ? actionData.success : (!actionData && done) || null}
          error={actionData && !formIntent ? actionData.error : null}
        />
      </StaffSection>

      <StaffSection id="story" title="Story">
        <StaffFormMessage id="news-message" message={formIntent ? actionData?.error : null} />
        <StaffNotice id="story-notice" success={formIntent ? actionData?.success : null} />
        <div className="mt-2">
          <NewsForm
            key={story.updatedAt}
            values={values}
            errors={(formIntent && actionData?.errors) || {}}
            picture={
              story.picture.isDefault ? null : { src: story.picture.ImageUrl, srcSet: story.picture.ImageSrcSet }
            }
            state={story.state}
            timeZone={timeZone}
            busy={busy}
          />
        </div>
      </StaffSection>

      <StaffSection
        id="history"
        title="History"
        description="Every version that was published, newest first. Restoring one makes it the story's text again (published at once when the story is live)."
      >
        {story.revisions.length === 0 ? (
          <p className="text-slate-700">Not published yet.</p>
        ) : (
          <SectionTable
            label="Table: published revisions"
            columns={["Revision", "When", "By", "Title", { label: "Action", srOnly: true }]}
          >
            <tbody>
              {story.revisions.map((r) => (
                <tr key={r.id} className="border-b border-slate-100 align-top" data-testid="news-revision">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    {r.id}
                    <span className="block text-xs text-slate-600">
                      {r.note}
                      {r.live ? " · live" : r.scheduled ? " · scheduled, not yet live" : ""}
                    </span>
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap text-slate-700">{r.when}</td>
                  <td className="py-2 pr-4 break-all text-slate-700">{r.created_by}</td>
                  <td className="py-2 pr-4 text-slate-900">{r.title}</td>
                  <td className="py-2">
                    <Form method="post" encType="multipart/form-data">
                      <XsrfField />
                      <input type="hidden" name="revision" value={r.id} />
                      <Button
                        type="submit"
                        name="intent"
                        value="restore"
                        variant="secondary-small"
                        disabled={busy}
                        aria-label={`Restore revision ${r.id}`}
                      >
                        Restore
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </SectionTable>
        )}
      </StaffSection>
    </div>
  );
}
