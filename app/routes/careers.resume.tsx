import { Link, redirect } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { siteConfig } from "~/content/site-config";
import type { CareersWords } from "~/content/messages/careers.en";
import { CAREERS_MESSAGES } from "~/content/messages/careers";
import { fill } from "~/content/messages/shell.en";
import { CareersWordsProvider } from "~/features/careers/careers-words";
import { JOB_CODE_PATTERN } from "~/domain/jobs";
import { TALENT_POOL_FIELD } from "~/domain/privacy-notices";
import { screeningAnswersFromFields, screeningFieldName } from "~/domain/screening-questions";
import { cachePageFor } from "~/shared/page-cache-headers";
import { bodyLimits } from "~/shared/request-limits";
import { extensionOf } from "~/domain/resume-file";
import { ResumeForm, RESUME_FILE_FIELD } from "~/features/careers/resume-form";
import { LostLinkLine } from "~/features/careers/status/lost-link-line";
import { formAction } from "~/lib/form-action.server";
import type { Route } from "./+types/careers.resume";

const path = "/careers/resume";
const crumbsOf = (w: CareersWords): Crumb[] => [
  { label: w.crumbs.home, href: "/" },
  { label: w.crumbs.careers, href: "/careers" },
  { label: w.crumbs.sendResume },
];

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const w = loaderData?.words;
  if (!w) return [];
  return breadcrumbPageMeta({
    title: w.meta.resumeTitle,
    description: fill(w.meta.resumeDescription, { company: siteConfig.name }),
    path,
    crumbs: crumbsOf(w),
  })({ matches });
};

/**
 * The job a `?job=` link asks for, with the screening questions it asks (decision 0178): the job's page
 * links here for visitors without JavaScript. An unknown or closed job's link answers the general form's
 * address, so only open jobs' pages are kept.
 */
async function askedJob(request: Request, context: Route.LoaderArgs["context"]) {
  const code = new URL(request.url).searchParams.get("job");
  if (code === null) return null;
  const job = JOB_CODE_PATTERN.test(code) ? await context.services.careers.currentJob(Number(code)) : undefined;
  if (!job || job.IsClosed) throw redirect(path);
  return {
    code: String(job.Code),
    title: job.Title,
    questions: await context.services.screeningQuestions.asked(job.Code),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { job: await askedJob(request, context), words: CAREERS_MESSAGES[context.locale] };
}

// The same for every visitor of one address: kept for a minute, keyed on the job (cleared when jobs change).
export const headers: Route.HeadersFunction = () => cachePageFor(60, ["job"]);

const RESUME_FIELDS = ["Name", "Email", "Mobile", "Phone", "JobCode", "JobTitle", TALENT_POOL_FIELD] as const;

/** The no-JavaScript path of the resume form: a multipart post, the same service and rules as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  // A post for a job (`?job=`) carries its screening questions' fields; a job closed meanwhile asks none
  // here, and the service refuses the resume with its message.
  const asked = await askedJob(request, context).catch(() => null);
  const questions = asked?.questions ?? [];
  return formAction(
    { request, context },
    {
      fields: [...RESUME_FIELDS, ...questions.map((q) => screeningFieldName(q.id))],
      maxBytes: bodyLimits.resume.bytes,
      tooLargeMessage: bodyLimits.resume.tooLarge,
      extra: (values) => ({ job: postedJob(values) }),
      send: async ({ values, client, form, extra: { job } }) => {
        const file = form.get(RESUME_FILE_FIELD);
        const chosen = file instanceof File && file.name !== "" ? file : null;
        return context.services.resumes.submit(
          {
            Name: values.Name,
            Email: values.Email,
            Mobile: values.Mobile,
            Phone: values.Phone,
            JobCode: Number(job.code),
            KeepForOtherOpenings: values[TALENT_POOL_FIELD] === "true",
            ScreeningAnswers: screeningAnswersFromFields(questions, values),
            ...client,
            FileName: chosen?.name ?? "",
            FileExtension: chosen ? `.${extensionOf(chosen.name)}` : "",
            FileBytes: chosen
              ? `data:${chosen.type || "application/octet-stream"};base64,${Buffer.from(await chosen.arrayBuffer()).toString("base64")}`
              : "",
          },
          context.clientIp,
          { requireFile: true, touch: await context.firstTouch(), language: context.locale },
        );
      },
    },
  );
}

/** The job the resume is for, as posted: code "0" and no title for no particular job or a code that is not one. */
function postedJob(values: { JobCode: string; JobTitle: string }) {
  const code = JOB_CODE_PATTERN.test(values.JobCode.trim()) ? values.JobCode.trim() : "0";
  return { code, title: code === "0" ? "" : values.JobTitle.slice(0, 200) };
}

export default function SendUsYourResume({ loaderData, actionData }: Route.ComponentProps) {
  const asked = loaderData.job;
  const job = actionData?.job ?? asked;
  const w = loaderData.words;
  const r = w.resume;
  return (
    <CareersWordsProvider value={w}>
      <Breadcrumb title={w.crumbs.sendResume} crumbs={crumbsOf(w)} />
      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <h2 className="text-2xl font-bold text-brand-950">{r.pageHeading}</h2>
          <p className="mt-4 leading-7 text-slate-700">{r.pageIntro}</p>
          <p className="mt-4 leading-7 text-slate-700">{r.pageIntroMore}</p>
          <ul className="mt-6 space-y-3 text-slate-700">
            <li className="flex gap-3">
              <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent-600" />
              {r.oneFile}
            </li>
            <li className="flex gap-3">
              <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent-600" />
              {r.recruitmentOnly}
            </li>
            <li className="flex gap-3">
              <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent-600" />
              <span>
                {r.specificRole}{" "}
                <Link
                  to="/careers"
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {r.seeOpenings}
                </Link>
              </span>
            </li>
          </ul>
        </div>
        <div className="lg:col-span-3">
          <ResumeForm
            key={JSON.stringify(actionData ?? null)}
            jobCode={job?.code ?? "0"}
            jobTitle={job?.title || undefined}
            questions={asked?.questions}
            outcome={actionData}
          />
          <LostLinkLine className="mt-6" />
        </div>
      </section>
    </CareersWordsProvider>
  );
}
