import { data, Link, redirect, useNavigation } from "react-router";
import { NEWSLETTER_ISSUE_STATUS_LABELS } from "~/domain/newsletter-issue";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffMessages } from "~/domain/staff/messages";
import { staffTime } from "~/domain/staff/staff-time";
import { Button } from "~/components/ui/button";
import { emptyRichText } from "~/domain/rich-text/model";
import { IntentForm } from "~/features/staff/intent-form";
import { newsImageChange } from "~/routes/staff/news/news-form.server";
import { readStaffPictureForm } from "~/features/staff/staff-form.server";
import { issueFormInput, issueFormValues } from "~/routes/staff/newsletter/newsletter-form.server";
import {
  NewsletterIssueForm,
  type IssueFormErrors,
  type IssueFormValues,
} from "~/features/staff/newsletter-issue-form";
import { field, intentOf } from "~/features/staff/staff-action";
import { StaffFormMessage, StaffSelect } from "~/features/staff/staff-field";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffSection } from "~/features/staff/staff-section";
import { ListTable } from "~/features/staff/staff-table";
import type { Route } from "./+types/staff.newsletter._index";

export const meta: Route.MetaFunction = () => staffMeta("Newsletter");

/** Marketing and admins: the issues, newest first, and a new one written here or started from a story. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "newsletter:send");
  const [issues, stories, counts] = await Promise.all([
    context.services.newsletter.list(),
    context.services.news.latestSummaries(0),
    context.services.marketingLists.subscribers({ search: "", before: null }, 1).then((p) => p.counts),
  ]);
  return {
    confirmed: counts.confirmed,
    issues: issues.map((i) => ({
      id: i.id,
      subject: i.subject,
      status: i.status,
      sent: i.progress.sent,
      recipients: i.progress.recipients,
      updated: staffTime(i.updatedAt, context.timeZone),
    })),
    stories: stories.map((s) => ({ value: String(s.Code), label: `${s.NewsDate} · ${s.Title}` })),
  };
}

type Result = { intent: string; error?: string; errors?: IssueFormErrors; values?: IssueFormValues };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "newsletter:send");
  const form = await readStaffPictureForm(request, context);
  const intent = intentOf(form);
  const client = context.staff.client(request);
  const newsletter = context.services.newsletter;
  if (intent === "save") {
    const input = issueFormInput(form);
    const saved = await newsletter.save(null, input, await newsImageChange(form), user, client);
    if (!saved.ok) {
      const values = issueFormValues(input);
      return data<Result>({ intent, errors: saved.errors, error: saved.message, values }, { status: saved.status });
    }
    return redirect(`/staff/newsletter/${saved.id}`);
  }
  if (intent === "from-story") {
    const code = parseRecordId(field(form, "story"));
    const saved = code === null ? null : await newsletter.fromStory(code, user, client);
    if (!saved?.ok)
      return data<Result>({ intent, error: saved?.message ?? "Choose a published story." }, { status: 404 });
    return redirect(`/staff/newsletter/${saved.id}`);
  }
  return data<Result>({ intent, error: staffMessages.unknownAction }, { status: 400 });
}

export default function StaffNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { issues, stories, confirmed } = loaderData;
  const busy = useNavigation().state === "submitting";
  const saving = actionData?.intent === "save";
  return (
    <div className="space-y-6 py-8">
      <h1 className="text-3xl font-bold text-brand-950">Newsletter</h1>
      <p className="text-slate-700">
        {`An issue goes to every subscriber confirmed when its send starts: ${confirmed.toLocaleString("en")} now. `}
        <Link to="/staff/subscribers" className="font-semibold text-brand-700 underline">
          See the subscribers
        </Link>
      </p>

      <StaffSection id="issues" title="Issues">
        {issues.length === 0 ? (
          <p className="text-slate-700">No issue yet.</p>
        ) : (
          <ListTable
            label="Issues"
            caption="Issues, newest first"
            columns={["Subject", "State", { label: "Sent", from: "sm" }, { label: "Last change", from: "md" }]}
          >
            <tbody>
              {issues.map((i) => (
                <tr key={i.id} className="border-b border-slate-100" data-testid="newsletter-issue-row">
                  <td className="py-2 pr-4">
                    <Link
                      to={`/staff/newsletter/${i.id}`}
                      className="font-semibold break-words text-brand-700 underline"
                    >
                      {i.subject}
                    </Link>
                  </td>
                  <td className="py-2 pr-4">{NEWSLETTER_ISSUE_STATUS_LABELS[i.status]}</td>
                  <td className="hidden py-2 pr-4 sm:table-cell">
                    {i.recipients > 0 ? `${i.sent.toLocaleString("en")} of ${i.recipients.toLocaleString("en")}` : "—"}
                  </td>
                  <td className="hidden py-2 md:table-cell">
                    <time dateTime={i.updated.iso}>{i.updated.text}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </ListTable>
        )}
      </StaffSection>

      <StaffSection id="from-story" title="Start from a published story">
        {stories.length === 0 ? (
          <p className="text-slate-700">No story is published.</p>
        ) : (
          <IntentForm intent="from-story" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <StaffSelect label="Story" id="story" name="story" options={stories} />
            </div>
            <Button type="submit" variant="secondary" disabled={busy}>
              Start an issue from it
            </Button>
          </IntentForm>
        )}
        <StaffFormMessage
          id="from-story-message"
          message={actionData?.intent === "from-story" ? actionData.error : null}
        />
      </StaffSection>

      <StaffSection id="new-issue" title="Write a new issue">
        <StaffFormMessage id="issue-message" message={saving ? actionData?.error : null} />
        <NewsletterIssueForm
          values={(saving && actionData?.values) || { subject: "", body: emptyRichText() }}
          errors={(saving && actionData?.errors) || {}}
          picture={null}
          busy={busy}
          submitLabel="Save the draft"
        />
      </StaffSection>
    </div>
  );
}
