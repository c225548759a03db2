import { useEffect, useState } from "react";
import { Link } from "react-router";
import { screeningQuestionsPath, type AskedQuestion } from "~/domain/screening-questions";
import { getJson } from "~/lib/api-client";
import { ResumeForm } from "./resume-form";
import { useCareersWords } from "./careers-words";

type Loaded =
  { state: "loading" } | { state: "ready"; questions: AskedQuestion[] } | { state: "failed"; message: string };

/**
 * The careers page's Apply Now form for one job: the resume form with the job's screening questions
 * (decision 0178), read when the modal opens so the careers page itself carries none of them.
 */
export function JobResumeForm({ code, title }: { code: number; title: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const o = useCareersWords().openings;
  useEffect(() => {
    let current = true;
    void getJson<AskedQuestion[]>(screeningQuestionsPath(code)).then((r) => {
      if (!current) return;
      setLoaded(r.ok ? { state: "ready", questions: r.data } : { state: "failed", message: r.message });
    });
    return () => {
      current = false;
    };
  }, [code]);

  if (loaded.state === "loading")
    return (
      <p role="status" className="py-6 text-slate-700">
        {o.loadingForm}
      </p>
    );
  if (loaded.state === "failed")
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
        <p>{loaded.message}</p>
        <p className="mt-2">
          {o.alsoApplyOn}{" "}
          <Link to={`/careers/job/${code}`} className="font-semibold underline underline-offset-4">
            {o.theJobsPage}
          </Link>
          .
        </p>
      </div>
    );
  return <ResumeForm jobCode={code} jobTitle={title} questions={loaded.questions} />;
}
