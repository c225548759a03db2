import { parseRecordId } from "~/domain/staff/record-id";
import { data, Link } from "react-router";
import { newsEditorMessages } from "~/domain/news-editor";
import { NewsStoryPage } from "~/features/news/news-story-page";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff_.news.$id.preview";

/**
 * A story's saved working copy, drawn by the public story page's own component in the public site's
 * frame, for staff only: under /staff, so never cached, stored or indexed (no-store, noindex).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "news:manage");
  const code = parseRecordId(params.id);
  if (code === null) throw data(newsEditorMessages.noSuchStory, { status: 404 });
  const story = await context.services.newsEditor.previewStory(code);
  if (!story) throw data(newsEditorMessages.noSuchStory, { status: 404 });
  const others = (await context.services.news.latestSummaries(0)).filter((s) => s.Code !== story.Code);
  return { story, others };
}

export const meta: Route.MetaFunction = ({ data }) => staffMeta(data ? `Preview: ${data.story.Title}` : "Preview");

export default function NewsPreview({ loaderData }: Route.ComponentProps) {
  const { story, others } = loaderData;
  return (
    <>
      <div role="note" className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
        Preview of the saved draft: visitors do not see this page.{" "}
        <Link to={`/staff/news/${story.Code}`} className="font-semibold underline">
          Back to the editor
        </Link>
      </div>
      <NewsStoryPage story={story} others={others} />
    </>
  );
}
