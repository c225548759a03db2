import { sourceLabel, type FirstTouch } from "~/domain/insights/first-touch";

/**
 * What brought the visitor who sent a form (docs/product/insights.md), as rows of the page's description
 * list: the source ("linkedin / launch"), the landing page and the other site that linked to it. Every
 * value is what a browser sent, so it is text, never markup.
 */
export function FirstTouchFacts({ touch }: { touch: FirstTouch | null }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">Source</dt>
      <dd className="break-words text-slate-900" data-source>
        {sourceLabel(touch)}
      </dd>
      {touch ? (
        <>
          <dt className="font-semibold text-slate-700">Landing page</dt>
          <dd className="break-all text-slate-900">{touch.landingPath}</dd>
          <dt className="font-semibold text-slate-700">Referred by</dt>
          <dd className="break-all text-slate-900">{touch.referrerHost ?? "—"}</dd>
        </>
      ) : null}
    </>
  );
}
