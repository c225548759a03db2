import { NEWS_STATE_LABELS, type NewsState } from "~/domain/news-editor";

const stateClass: Record<NewsState, string> = {
  draft: "bg-slate-200 text-slate-900",
  scheduled: "bg-amber-100 text-amber-950",
  published: "bg-green-100 text-green-900",
};

/** A story's state as a label: Draft, Scheduled or Published. */
export function NewsStateBadge({ state }: { state: NewsState }) {
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${stateClass[state]}`}>
      {NEWS_STATE_LABELS[state]}
    </span>
  );
}
