import { csvDownload, exportRunning } from "~/lib/download-response";
import type { Route } from "./+types/staff.demos.export";

/** Every lead as CSV (docs/staff-console.md, "Demos and leads"); an audit row. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "demos:manage");
  const stream = await context.services.exportSlots.stream(user.id, () =>
    context.services.demoStaff.exportLeads(user, context.staff.client(request)),
  );
  if (!stream) throw exportRunning();
  return csvDownload(`leads-${new Date().toISOString().slice(0, 10)}.csv`, stream);
}
