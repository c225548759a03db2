import { Link } from "react-router";
import { LogoMark } from "~/components/layout/logo";
import { siteConfig } from "~/content/site-config";

/** The console's banner, in place of the public site's header on every /staff page. */
export function StaffHeader() {
  return (
    <header className="bg-brand-950 text-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <Link to="/staff" className="flex items-center gap-2 rounded focus-visible:outline-offset-4">
          <LogoMark className="h-8 w-8" />
          <span className="font-bold">{siteConfig.name}</span>
          <span className="rounded bg-brand-800 px-2 py-0.5 text-xs font-semibold uppercase tracking-widest text-brand-100">
            Staff
          </span>
        </Link>
      </div>
    </header>
  );
}
