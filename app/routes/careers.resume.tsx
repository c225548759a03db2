import { data, Link } from "react-router";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import type { FormOutcome } from "~/components/forms/form-outcome";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { siteConfig } from "~/content/site-config";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { JOB_CODE_PATTERN } from "~/domain/jobs";
import { TOO_LARGE_MESSAGE } from "~/domain/request-limits";
import { extensionOf } from "~/domain/resume-file";
import { ResumeForm, RESUME_FILE_FIELD } from "~/features/careers/resume-form";
import {
  FORM_MALFORMED_MESSAGE,
  formClientContext,
  formXsrfValid,
  readFormData,
  textValues,
  XSRF_REJECTED_MESSAGE,
} from "~/lib/form-post.server";
import type { Route } from "./+types/careers.resume";

const path = "/careers/resume";
const crumbs: Crumb[] = [
  { label: "Home", href: "/" },
  { label: "Careers", href: "/careers" },
  { label: "Send Us Your Resume" },
];
const FIELDS = ["Name", "Email", "Mobile", "Phone", "JobCode", "JobTitle"] as const;

export const meta: Route.MetaFunction = breadcrumbPageMeta({
  title: "Send Us Your Resume",
  description: `Send your resume to ${siteConfig.name}: our recruitment team keeps it on file and contacts you when a suitable insurance-software position opens.`,
  path,
  crumbs,
});

type ResumeActionData = FormOutcome & { job: { code: string; title: string } };

/** The no-JavaScript path of the resume form: a multipart post, the same service and rules as the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  if (form === "too-large" || form === "malformed") {
    const message = form === "too-large" ? TOO_LARGE_MESSAGE : FORM_MALFORMED_MESSAGE;
    return data<ResumeActionData>(
      { ok: false, message, job: { code: "0", title: "" } },
      { status: form === "too-large" ? 413 : 400 },
    );
  }
  const values = textValues(form, FIELDS);
  const code = JOB_CODE_PATTERN.test(values.JobCode!.trim()) ? values.JobCode!.trim() : "0";
  const job = { code, title: code === "0" ? "" : values.JobTitle!.slice(0, 200) };
  if (!formXsrfValid(form, context)) {
    return data<ResumeActionData>({ ok: false, message: XSRF_REJECTED_MESSAGE, values, job }, { status: 403 });
  }
  const file = form.get(RESUME_FILE_FIELD);
  const chosen = file instanceof File && file.name !== "" ? file : null;
  const result = await context.services.candidates.submit(
    {
      Name: values.Name!,
      Email: values.Email!,
      Mobile: values.Mobile!,
      Phone: values.Phone!,
      JobCode: Number(code),
      ...formClientContext(request, context),
      FileName: chosen?.name ?? "",
      FileExtension: chosen ? `.${extensionOf(chosen.name)}` : "",
      FileBytes: chosen
        ? `data:${chosen.type || "application/octet-stream"};base64,${Buffer.from(await chosen.arrayBuffer()).toString("base64")}`
        : "",
      Website: String(form.get(HONEYPOT_FIELD) ?? ""),
    },
    context.clientIp,
    { requireFile: true },
  );
  return data<ResumeActionData>(result.ok ? { ...result, job } : { ...result, values, job }, {
    status: result.ok ? 200 : 400,
  });
}

export default function SendUsYourResume({ actionData }: Route.ComponentProps) {
  const job = actionData?.job;
  return (
    <>
      <Breadcrumb title="Send Us Your Resume" crumbs={crumbs} />
      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <h2 className="text-2xl font-bold text-brand-950">Build insurance software with us</h2>
          <p className="mt-4 leading-7 text-slate-700">
            We recruit developers, testers, business analysts and implementation consultants who want to work on the
            systems that insurers, brokers and takaful operators run every day.
          </p>
          <p className="mt-4 leading-7 text-slate-700">
            No opening that fits you today? Send your resume anyway. Our recruitment team reads every one, keeps it on
            file and contacts you when a suitable position opens.
          </p>
          <ul className="mt-6 space-y-3 text-slate-700">
            <li className="flex gap-3">
              <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent-600" />
              One file: PDF, DOC or DOCX, under 1 MB.
            </li>
            <li className="flex gap-3">
              <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent-600" />
              Your details are used only for recruitment.
            </li>
            <li className="flex gap-3">
              <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-accent-600" />
              <span>
                Looking for a specific role?{" "}
                <Link
                  to="/careers"
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  See our current openings
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
            outcome={actionData}
          />
        </div>
      </section>
    </>
  );
}
