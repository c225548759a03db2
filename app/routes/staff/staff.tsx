import { Form, NavLink, Outlet } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import { menuFor, ROLE_LABELS } from "~/domain/permissions";
import type { Route } from "./+types/staff";

/** The console's frame: the menu this person's role may open, who is signed in, and sign-out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "staff:enter");
  // The token of this session's forms (XsrfField reads it on every page of the console).
  return { user, menu: menuFor(user.role), xsrfToken: await context.staff.formToken(request) };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { user, menu } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 pb-4">
        <nav aria-label="Staff console">
          <ul className="flex flex-wrap gap-2">
            {menu.map((entry) => (
              <li key={entry.href}>
                <NavLink
                  to={entry.href}
                  // Home is current on its own page only; every other entry on its pages below too.
                  end={entry.href === "/staff"}
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-brand-700 text-white" : "text-brand-800 hover:bg-brand-50"}`
                  }
                >
                  {entry.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-4">
          <p className="text-sm text-slate-700">
            Signed in as <span className="font-semibold text-slate-900">{user.name}</span>{" "}
            <span className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
              {ROLE_LABELS[user.role]}
            </span>
          </p>
          <Form method="post" action="/staff/logout">
            <XsrfField />
            <Button type="submit" variant="neutral" className="whitespace-nowrap">
              Sign out
            </Button>
          </Form>
        </div>
      </div>
      <Outlet />
    </div>
  );
}
