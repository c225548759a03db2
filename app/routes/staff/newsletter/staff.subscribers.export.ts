import { parseMarketingListQuery } from "~/domain/staff/marketing-lists";
import { csvDownload, exportRunning } from "~/lib/download-response";
import type { Route } from "./+types/staff.subscribers.export";

/** The subscribers matching the list's search as CSV, streamed (docs/product.md §10.5); an audit row. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "subscribers:read");
  const { search } = parseMarketingListQuery(new URL(request.url).searchParams);
  const stream = await context.services.exportSlots.stream(user.id, () =>
    context.services.marketingLists.exportSubscribers(search, user, context.staff.client(request)),
  );
  if (!stream) throw exportRunning();
  return csvDownload(`subscribers-${new Date().toISOString().slice(0, 10)}.csv`, stream);
}
