import { data, redirect, useNavigation } from "react-router";
import { todayIn } from "~/domain/dates";
import { emptyRichText } from "~/domain/rich-text/model";
import { staffMessages } from "~/domain/staff/messages";
import { NewsForm } from "~/features/staff/news-form";
import { submitNewsForm, type NewsFormResult } from "~/routes/staff/news/news-form.server";
import { readStaffPictureForm } from "~/features/staff/staff-form.server";
import { intentOf } from "~/features/staff/staff-action";
import { StaffFormMessage } from "~/features/staff/staff-field";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff.news.new";
import { BackLink } from "~/features/staff/back-link";

export const meta: Route.MetaFunction = () => staffMeta("New story");

export async function loader({ request, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "news:manage");
  return { today: todayIn(context.timeZone), timeZone: context.timeZone };
}

/** A new story: saved as a draft (or published, or scheduled, at once), then edited on its own page. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await context.staff.requirePermission(request, "news:manage");
  const form = await readStaffPictureForm(request, context);
  const intent = intentOf(form);
  if (intent !== "save" && intent !== "publish" && intent !== "schedule")
    return data<NewsFormResult>({ intent, error: staffMessages.unknownAction }, { status: 400 });
  const outcome = await submitNewsForm(form, intent, null, context, user, context.staff.client(request));
  if (!outcome.ok) return data(outcome.result, { status: outcome.status });
  return redirect(`/staff/news/${outcome.code}?done=${intent}`);
}

export default function NewStory({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const values = actionData?.values ?? {
    title: "",
    newsDate: loaderData.today,
    description: emptyRichText(),
    publishAt: "",
  };
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/news">All stories</BackLink>
      <h1 className="text-3xl font-bold text-brand-950">New story</h1>
      <StaffFormMessage id="news-message" message={actionData?.error} />
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <NewsForm
          values={values}
          errors={actionData?.errors ?? {}}
          picture={null}
          state={null}
          timeZone={loaderData.timeZone}
          busy={busy}
        />
      </div>
    </div>
  );
}
