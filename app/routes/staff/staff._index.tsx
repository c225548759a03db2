import { can, PERMISSIONS, ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/domain/permissions";
import { staffMessages } from "~/domain/staff/messages";
import { NOT_FOR_ROLE_NOTE } from "~/domain/staff/path-permission";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/staff._index";

export const meta: Route.MetaFunction = () => staffMeta("Console");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "staff:enter");
  const note = new URL(request.url).searchParams.get("note") === NOT_FOR_ROLE_NOTE ? staffMessages.notOpenToRole : null;
  return { user, permissions: PERMISSIONS.filter((p) => can(user.role, p)), note };
}

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { user, permissions, note } = loaderData;
  return (
    <section className="py-8">
      {note && (
        <p role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
          {note}
        </p>
      )}
      <h1 className="text-3xl font-bold text-brand-950">Welcome, {user.name}</h1>
      <p className="mt-2 text-slate-700">
        Your role is <strong>{ROLE_LABELS[user.role]}</strong>: {ROLE_DESCRIPTIONS[user.role]}
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">What your role allows</h2>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Permissions">
        {permissions.map((p) => (
          <li key={p} className="rounded bg-white px-2 py-1 font-mono text-sm text-slate-800 shadow-sm">
            {p}
          </li>
        ))}
      </ul>
    </section>
  );
}
