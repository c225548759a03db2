import { RECOMMENDATION_LABELS, type Recommendation } from "~/domain/interviews";

export type ScorecardItem = {
  interviewer: string;
  recommendation: Recommendation;
  ratings: { criterion: string; rating: number }[];
  notes: string;
  submittedAt: string;
};

/** Scorecards as HR and (once theirs is in) the other interviewers read them. Notes are text, never markup. */
export function ScorecardList({ scorecards }: { scorecards: ScorecardItem[] }) {
  return (
    <ul className="mt-2 space-y-3">
      {scorecards.map((s, n) => (
        <li key={n} className="border-l-4 border-brand-600 pl-3" data-scorecard={s.interviewer}>
          <p className="font-semibold text-slate-900">
            {`${s.interviewer}: ${RECOMMENDATION_LABELS[s.recommendation] ?? s.recommendation}`}
          </p>
          {s.ratings.length > 0 && (
            <ul className="mt-1 text-slate-800">
              {s.ratings.map((r) => (
                <li key={r.criterion}>{`${r.criterion}: ${r.rating} of 5`}</li>
              ))}
            </ul>
          )}
          {s.notes && <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{s.notes}</p>}
        </li>
      ))}
    </ul>
  );
}
