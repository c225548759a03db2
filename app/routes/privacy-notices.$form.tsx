import { data } from "react-router";
import { PrivacyNotice, ReadNoticeIn, useTalentPoolWords } from "~/components/forms/privacy-notice";
import { Breadcrumb } from "~/components/layout/breadcrumb";
import { breadcrumbPageMeta, type Crumb } from "~/components/seo/page-meta";
import { NOTICE_PAGE_WORDS } from "~/content/messages/notices";
import { fill } from "~/content/messages/shell.en";
import { NOTICE_FORMS, noticePagePath, type NoticeForm } from "~/domain/privacy-notices";
import type { Route } from "./+types/privacy-notices.$form";

/**
 * One form's privacy notice on a page of its own, in the page's language and shown in full (what it
 * collects and how long it is kept unfolded, and the consent it asks for): where every form's "Read this in
 * മലയാളം / हिन्दी" leads (the DPDP Act's section 5: the notice and the consent request readable in English
 * or an Eighth-Schedule language).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const form = NOTICE_FORMS.find((f) => f === params.form);
  if (!form) throw data(null, { status: 404 });
  const words = NOTICE_PAGE_WORDS[context.locale];
  return {
    form,
    title: fill(words.heading, { form: words.forms[form] }),
    pageTitle: words.title,
    home: words.home,
    consent: form === "application" || form === "resume" ? words.consent : null,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const d = args.loaderData;
  if (!d) return [];
  const path = noticePagePath(d.form);
  const crumbs: Crumb[] = [{ label: d.home, href: "/" }, { label: d.title }];
  return breadcrumbPageMeta({ title: d.title, description: d.title, path, crumbs })(args);
};

function TalentPoolWords({ heading }: { heading: string }) {
  const words = useTalentPoolWords();
  return (
    <div className="rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">
      <p className="font-semibold">{heading}</p>
      <p className="mt-1">
        &ldquo;{words.label}&rdquo; {words.optional}
      </p>
      <p className="mt-1 text-sm text-slate-700">{words.hint}</p>
    </div>
  );
}

export default function NoticePage({ loaderData }: Route.ComponentProps) {
  const { form, title, home, consent } = loaderData;
  return (
    <>
      <Breadcrumb title={title} crumbs={[{ label: home, href: "/" }, { label: title }]} />
      <section className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6 lg:px-8">
        <ReadNoticeIn form={form as NoticeForm} className="text-slate-700" />
        <div id={`notice-${form}`}>
          <PrivacyNotice form={form as NoticeForm} full className="text-base leading-7" />
        </div>
        {consent && <TalentPoolWords heading={consent} />}
      </section>
    </>
  );
}
