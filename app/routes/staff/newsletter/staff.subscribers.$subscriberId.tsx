import { data, Form, Link, useNavigation } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button, buttonClass } from "~/components/ui/button";
import { marketingListMessages, SUBSCRIBER_STATE_LABELS } from "~/domain/staff/marketing-lists";
import { parseRecordId } from "~/domain/staff/record-id";
import { staffTime } from "~/domain/staff/staff-time";
import { staffMeta } from "~/features/staff/staff-meta";
import { StaffSection } from "~/features/staff/staff-section";
import type { Route } from "./+types/staff.subscribers.$subscriberId";
import { BackLink } from "~/features/staff/back-link";

export const meta: Route.MetaFunction = () => staffMeta("Remove a subscriber");

function subscriberId(param: string): number {
  const id = parseRecordId(param);
  if (id === null) throw data(marketingListMessages.noSuchSubscriber, { status: 404 });
  return id;
}

/**
 * The confirmation step before an address is removed from the newsletter list (it works without
 * JavaScript); the list page's action does the removal.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await context.staff.requirePermission(request, "subscribers:write");
  const found = await context.services.marketingLists.subscriber(subscriberId(params.subscriberId));
  if (!found) throw data(marketingListMessages.noSuchSubscriber, { status: 404 });
  return { subscriber: { ...found, created: staffTime(found.createdAt, context.timeZone) } };
}

export default function RemoveSubscriber({ loaderData }: Route.ComponentProps) {
  const { subscriber } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-6 py-8">
      <BackLink to="/staff/subscribers">All subscribers</BackLink>
      <h1 className="text-3xl font-bold text-brand-950">Remove a subscriber</h1>
      <StaffSection
        id="remove"
        title={subscriber.email}
        description="Removing deletes the address from the list: it receives no newsletter and nothing about it is kept. It can subscribe again on the site."
      >
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold text-slate-700">State</dt>
          <dd className="text-slate-900">{SUBSCRIBER_STATE_LABELS[subscriber.state]}</dd>
          <dt className="font-semibold text-slate-700">Subscribed</dt>
          <dd className="text-slate-900">
            <time dateTime={subscriber.created.iso}>{subscriber.created.text}</time>
          </dd>
        </dl>
        {/* The list's action removes it, and the list then says so. */}
        <Form method="post" action="/staff/subscribers" className="mt-4 flex flex-wrap gap-3">
          <XsrfField />
          <input type="hidden" name="id" value={subscriber.id} />
          <Button type="submit" name="intent" value="remove" variant="primary" disabled={busy}>
            Yes, remove this address
          </Button>
          <Link to="/staff/subscribers" className={buttonClass("neutral")}>
            Cancel
          </Link>
        </Form>
      </StaffSection>
    </div>
  );
}
