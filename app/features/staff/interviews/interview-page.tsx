import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button, buttonClass } from "~/components/ui/button";
import {
  INTERVIEW_MODE_LABELS,
  interviewMessages as m,
  RATING_LABELS,
  RATINGS,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  SCORECARD_NOTES_MAX_LENGTH,
  type InterviewMode,
} from "~/domain/interviews";
import { applicationPath, fileSizeText } from "~/domain/staff/application-detail";
import { DetailList } from "../application-parts";
import { BackLink } from "../back-link";
import { FieldNotes, fieldNotesIds, StaffSelect, StaffTextArea } from "../staff-field";
import { StaffNotice } from "../staff-notice";
import { StaffSection } from "../staff-section";
import { SectionTable } from "../staff-table";
import type { interviewPageData } from "./interview-page.server";
import { ScorecardList } from "./scorecard-parts";

type PageData = Awaited<ReturnType<typeof interviewPageData>>;
type Result = {
  intent: string;
  success?: string;
  error?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

const STATE_TEXT = { offered: "Times offered, none picked yet", booked: "Booked", cancelled: "Cancelled" } as const;

/** One interview's page: everything an interviewer needs, read-only, and their scorecard. */
export function InterviewPage({ page, result, busy }: { page: PageData; result?: Result; busy: boolean }) {
  const { interview: i, applicant: a, details: d } = page;
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/interviews">All interviews</BackLink>
      <div>
        <h1 className="break-words text-3xl font-bold text-brand-950">Interview: {a.name}</h1>
        <p className="mt-2 text-slate-700">
          <span className="font-mono font-semibold text-slate-900">{a.reference}</span>
          {" · "}
          {a.job ?? "No particular job"}
        </p>
        {page.manager && (
          <p className="mt-2">
            <Link to={applicationPath(a.kind, a.id)} className="font-semibold text-brand-700 underline">
              Open the whole {a.kind === "application" ? "application" : "resume"}
            </Link>
          </p>
        )}
      </div>

      <StaffSection id="when" title="When and where">
        <DetailList
          items={[
            ["Status", STATE_TEXT[i.state]],
            ["When", i.when ?? (i.offered.length ? i.offered.join("; ") : "")],
            ["How", INTERVIEW_MODE_LABELS[i.mode as InterviewMode] ?? i.mode],
            [i.mode === "online" ? "Meeting link" : "Address", <span className="wrap-anywhere">{i.place}</span>],
            ["Interviewers", i.interviewers.join(", ")],
          ]}
        />
      </StaffSection>

      {d && (
        <StaffSection id="applicant" title="The applicant">
          <DetailList
            items={[
              ["Name", a.name],
              ["Email", d.email],
              ["Mobile", d.mobile],
              ...(a.kind === "application"
                ? ([
                    ["City", d.city],
                    ["Total experience", d.experience],
                  ] as [string, string][])
                : []),
            ]}
          />
          {d.qualifications.length > 0 && (
            <ScrollingTable label="Table: qualifications">
              <SectionTable label="Table: qualifications" columns={["Course", "Where", "Percentage", "Year"]}>
                <tbody>
                  {d.qualifications.map((q, n) => (
                    <tr key={n} className="border-b border-slate-100 align-top">
                      <th scope="row" className="py-2 pr-4 font-semibold break-words text-slate-900">
                        {q.course}
                      </th>
                      <td className="py-2 pr-4 break-words text-slate-800">{q.where}</td>
                      <td className="py-2 pr-4 text-slate-800">{`${q.percentage}%`}</td>
                      <td className="py-2 text-slate-800">{q.year}</td>
                    </tr>
                  ))}
                </tbody>
              </SectionTable>
            </ScrollingTable>
          )}
          {d.experiences.length > 0 && (
            <ScrollingTable label="Table: work experience">
              <SectionTable label="Table: work experience" columns={["Designation", "Company", "From", "To"]}>
                <tbody>
                  {d.experiences.map((e, n) => (
                    <tr key={n} className="border-b border-slate-100 align-top">
                      <th scope="row" className="py-2 pr-4 font-semibold break-words text-slate-900">
                        {e.position}
                      </th>
                      <td className="py-2 pr-4 break-words text-slate-800">{e.company}</td>
                      <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{e.from}</td>
                      <td className="py-2 whitespace-nowrap text-slate-800">{e.to}</td>
                    </tr>
                  ))}
                </tbody>
              </SectionTable>
            </ScrollingTable>
          )}
          <div className="mt-4">
            {d.resumeFile ? (
              <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <span className="break-all font-semibold text-slate-900">{d.resumeFile.fileName}</span>
                <span className="text-sm text-slate-700">{fileSizeText(d.resumeFile.size)}</span>
                <a
                  href={`/staff/interviews/${i.id}/resume`}
                  download
                  className={buttonClass("secondary-small")}
                  aria-label={`Download the resume file: ${d.resumeFile.fileName}`}
                >
                  Download the resume file
                </a>
              </p>
            ) : (
              <p className="text-slate-700">No resume file.</p>
            )}
          </div>
        </StaffSection>
      )}

      <StaffSection id="scorecard" title="Scorecards">
        {page.canScore && <ScorecardForm criteria={page.criteria} result={result} busy={busy} />}
        {page.isInterviewer && !page.canScore && !page.own && (
          <p className="text-slate-700">You can fill your scorecard once the interview has started.</p>
        )}
        {result?.success && <StaffNotice id="scorecard-notice" success={result.success} />}
        {page.scorecards.length > 0 ? (
          <ScorecardList scorecards={page.scorecards} />
        ) : page.manager || page.own ? (
          <p className="mt-2 text-slate-700">No scorecard yet.</p>
        ) : (
          <p className="mt-2 text-slate-700">The other interviewers' scorecards are shown once yours is in.</p>
        )}
      </StaffSection>
    </div>
  );
}

/**
 * A table that may be wider than a phone (docs/product.md §10.8): it scrolls sideways in its own frame
 * (WideTable), and once the page runs it says so under it whenever it is wider than its frame, with a
 * shade on the side there is more; the page itself never scrolls sideways.
 */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<{ left: boolean; right: boolean } | null>(null);
  useEffect(() => {
    const region = frame.current?.querySelector<HTMLElement>('[role="region"]');
    if (!region) return;
    const measure = () => {
      const wider = region.scrollWidth > region.clientWidth + 1;
      setMore(
        wider
          ? { left: region.scrollLeft > 1, right: region.scrollLeft + region.clientWidth < region.scrollWidth - 1 }
          : null,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    region.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      region.removeEventListener("scroll", measure);
    };
  }, []);
  return (
    <div ref={frame} className="mt-4">
      <div className="relative">
        {children}
        {more?.left && (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-0 w-6 bg-linear-to-r from-slate-300/70"
          />
        )}
        {more?.right && (
          <div
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-0 w-6 bg-linear-to-l from-slate-300/70"
          />
        )}
      </div>
      {more && (
        <p className="mt-1 text-sm text-slate-700" data-scroll-hint={label}>
          {m.tableScrolls} <span aria-hidden>→</span>
        </p>
      )}
    </div>
  );
}

function ScorecardForm({ criteria, result, busy }: { criteria: string[]; result?: Result; busy: boolean }) {
  const errors = result?.errors ?? {};
  const v = (name: string, fallback = "") => (result?.error ? (result.values?.[name] ?? fallback) : fallback);
  return (
    <Form method="post" className="mb-6 space-y-4" key={JSON.stringify(result ?? null)}>
      <XsrfField />
      <input type="hidden" name="intent" value="scorecard" />
      <h3 className="text-lg font-semibold text-slate-900">Your scorecard</h3>
      <fieldset aria-describedby={fieldNotesIds("scorecard-recommendation", undefined, errors.recommendation)}>
        <legend className="text-sm font-semibold text-slate-800">Recommendation</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {RECOMMENDATIONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-slate-800">
              <input
                type="radio"
                name="recommendation"
                value={r}
                required
                defaultChecked={v("recommendation") === r}
                className="size-4"
              />
              {RECOMMENDATION_LABELS[r]}
            </label>
          ))}
        </div>
        <FieldNotes id="scorecard-recommendation" error={errors.recommendation} />
      </fieldset>
      {criteria.length > 0 && (
        <div className="grid gap-3 sm:grid-cols-2">
          {criteria.map((c, n) => (
            <StaffSelect
              key={c}
              label={c}
              id={`scorecard-rating-${n}`}
              name={`rating-${n}`}
              required
              options={[
                { value: "", label: "Choose a rating" },
                ...RATINGS.map((r) => ({ value: String(r), label: RATING_LABELS[r]! })),
              ]}
              defaultValue={v(`rating-${n}`)}
              error={errors[`rating-${n}`]}
            />
          ))}
        </div>
      )}
      <StaffTextArea
        label="Notes"
        id="scorecard-notes"
        name="notes"
        rows={5}
        maxLength={SCORECARD_NOTES_MAX_LENGTH}
        defaultValue={v("notes")}
        error={errors.notes}
      />
      <Button type="submit" variant="primary" disabled={busy}>
        Submit the scorecard
      </Button>
      <StaffNotice id="scorecard-form-notice" error={result?.error && !result.errors ? result.error : null} />
    </Form>
  );
}
