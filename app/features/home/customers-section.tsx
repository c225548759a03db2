import { Link } from "react-router";
import { ClientLogo } from "~/components/ui/client-logo";
import type { ClientView } from "~/domain/site-content/company-pages";
import type { HomeWords } from "~/domain/site-content/published";
import { HomeSection } from "./home-section";
import { useHomeWords } from "./home-words";
import { fill } from "~/content/messages/shell.en";

/** The featured customers and partners, with a link to the full client list. */
export function CustomersSection({ words, clients }: { words: HomeWords; clients: readonly ClientView[] }) {
  const code = useHomeWords();
  return (
    <HomeSection
      headingId="customers-title"
      eyebrow={code.eyebrows.clients}
      title={words.customersHeading}
      text={words.customersText}
    >
      <ul className="mt-12 grid grid-cols-1 gap-x-4 gap-y-6 min-[420px]:grid-cols-2 lg:grid-cols-5">
        {clients.map((c) => (
          <li key={c.key} className="flex flex-col items-center">
            <ClientLogo client={c} lazy className="h-auto w-full max-w-60" alt={fill(code.logoAlt, { name: c.name })} />
            <span className="mt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
              {c.kind} · {c.country}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <Link
          to="/company/client"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {words.customersLink}{" "}
          <span aria-hidden="true">
            <span className="inline-block rtl:-scale-x-100">→</span>
          </span>
        </Link>
      </p>
    </HomeSection>
  );
}
