import { inboxFilterOf, parseInboxQuery } from "~/domain/staff/application-inbox";
import { csvDownload, exportRunning } from "~/lib/download-response";
import type { Route } from "./+types/staff.applications_.export[.]csv";

/**
 * The inbox's current filter as a CSV file (docs/product.md §10.3): the same address parameters as the
 * page, every matching row, streamed, in a file named after the filter; each export is an audit row.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "applications:read");
  const filter = inboxFilterOf(parseInboxQuery(new URL(request.url).searchParams));
  const stream = await context.services.exportSlots.stream(user.id, () =>
    context.services.applicationInbox.exportCsv(filter, { user, ip: context.clientIp }),
  );
  if (!stream) throw exportRunning();
  return csvDownload(await context.services.applicationInbox.exportFileName(filter), stream);
}
