import { data } from "react-router";
import { peopleMessages, personEmailOf } from "~/domain/staff/people";
import { downloadResponse, exportRunning } from "~/lib/download-response";
import type { Route } from "./+types/staff.people.export";

/** Everything held about one address as one JSON file (a subject-access request); an audit row (docs/product.md §10.5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await context.staff.requirePermission(request, "people:manage");
  const email = personEmailOf(new URL(request.url).searchParams.get("email"));
  if (!email) throw data(peopleMessages.emailInvalid, { status: 400 });
  const json = await context.services.exportSlots.file(user.id, () =>
    context.services.people.export(email, user, context.staff.client(request)),
  );
  if (json === null) throw exportRunning();
  return downloadResponse(json, {
    fileName: `personal-data-${new Date().toISOString().slice(0, 10)}.json`,
    contentType: "application/json; charset=utf-8",
  });
}
