import { useEffect, useState } from "react";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import {
  formatTimeRangeWithZone,
  INTERVIEW_MODE_LABELS,
  interviewMessages as m,
  MAX_APPLICANT_MOVES,
  type InterviewMode,
} from "~/domain/interviews";
import type { interviewTimesData } from "./interview-times.server";

type Data = NonNullable<Awaited<ReturnType<typeof interviewTimesData>>>;

const card = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8";

/**
 * A zone's name as this browser's Intl resolves it: one zone may go by two names (Asia/Kolkata and its older
 * Asia/Calcutta, which Chromium reports as the reader's own), and the same zone is not shown twice.
 */
function canonicalZone(zone: string): string {
  try {
    return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
}

/**
 * The reader's own time zone, once the page runs in their browser: null before (the server cannot know it,
 * and the first render must match the server's), or when it is the company's under any of its names.
 */
function useReaderZone(companyZone: string): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (own && canonicalZone(own) !== canonicalZone(companyZone)) setZone(own);
  }, [companyZone]);
  return zone;
}

function TimeText({
  t,
  readerZone,
}: {
  t: { startsAt: string; endsAt: string; text: string };
  readerZone: string | null;
}) {
  return (
    <>
      <span className="block">{t.text}</span>
      {readerZone && (
        <span className="block text-sm text-slate-700" data-reader-zone>
          Your time: {formatTimeRangeWithZone(t.startsAt, t.endsAt, readerZone)}
        </span>
      )}
    </>
  );
}

/**
 * The applicant's interviews on their status page (docs/product.md §10.8): pick one of the times offered,
 * move a booking to another, or cancel it. Plain form posts: they work without JavaScript.
 */
export function InterviewTimes({ data }: { data: Data }) {
  const readerZone = useReaderZone(data.companyZone);
  if (data.interviews.length === 0 && !data.notice) return null;
  return (
    <section id="interviews" aria-labelledby="interviews-heading" className={card}>
      <h2 id="interviews-heading" className="text-2xl font-bold text-brand-950">
        Your interview
      </h2>
      {data.notice && (
        <p
          role="status"
          data-tone={data.notice.tone}
          className={`mt-4 font-semibold ${data.notice.tone === "success" ? "text-green-800" : "text-red-700"}`}
        >
          {data.notice.text}
        </p>
      )}
      {data.interviews.map((i) => (
        <div key={i.id} className="mt-6" data-interview={i.id}>
          {i.booked && (
            <div>
              <p className="font-semibold text-slate-900">Booked for</p>
              <p className="text-slate-900" data-booked>
                <TimeText t={i.booked} readerZone={readerZone} />
              </p>
              <p className="mt-2 text-slate-800">
                {INTERVIEW_MODE_LABELS[i.mode as InterviewMode] ?? i.mode}
                {i.place && (
                  <>
                    : <span className="wrap-anywhere">{i.place}</span>
                  </>
                )}
              </p>
            </div>
          )}
          {i.open.length > 0 ? (
            <form method="post" className="mt-4">
              <XsrfField />
              <input type="hidden" name="intent" value="interview-book" />
              <input type="hidden" name="interview" value={i.id} />
              <fieldset>
                <legend className="font-semibold text-slate-900">
                  {i.booked ? "Move it to another time" : "Choose a time"} (
                  {INTERVIEW_MODE_LABELS[i.mode as InterviewMode] ?? i.mode})
                </legend>
                <ul className="mt-2 space-y-2">
                  {i.open.map((t, n) => (
                    <li key={t.id} className="flex items-start gap-3">
                      <input
                        type="radio"
                        id={`interview-${i.id}-time-${t.id}`}
                        name="time"
                        value={t.id}
                        required
                        defaultChecked={n === 0}
                        className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                      />
                      <label htmlFor={`interview-${i.id}-time-${t.id}`} className="text-slate-800">
                        <TimeText t={t} readerZone={readerZone} />
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <Button type="submit" variant="primary" className="mt-4">
                {i.booked ? "Move my interview" : "Book this time"}
              </Button>
            </form>
          ) : i.booked ? (
            !i.started &&
            i.movesLeft === 0 && <p className="mt-4 text-slate-800">{m.tooManyMoves(MAX_APPLICANT_MOVES)}</p>
          ) : (
            <p className="mt-4 text-slate-800">None of the times offered is free any more: we will offer new ones.</p>
          )}
          {i.booked && i.started && <p className="mt-4 text-slate-800">{m.started}</p>}
          {i.booked && !i.started && (
            <form method="post" className="mt-6">
              <XsrfField />
              <input type="hidden" name="intent" value="interview-cancel" />
              <input type="hidden" name="interview" value={i.id} />
              <div className="flex items-start gap-3">
                <input
                  id={`interview-${i.id}-cancel`}
                  type="checkbox"
                  name="confirm"
                  value="yes"
                  required
                  className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={`interview-${i.id}-cancel`} className="text-slate-800">
                  I want to cancel this interview
                </label>
              </div>
              <Button type="submit" variant="secondary" className="mt-4">
                Cancel my interview
              </Button>
            </form>
          )}
        </div>
      ))}
    </section>
  );
}
