import { deletePendingMailsOfSubscription } from "./newsletter-issues.repository";
import {
  MARKETING_LIST_PAGE_SIZE,
  type MarketingListQuery,
  type SubscriberState,
} from "~/domain/staff/marketing-lists";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import type { Db } from "../db/database";
import {
  findContactMessage,
  listContactMessages,
  markContactMessageHandled,
} from "../contact/contact-messages.repository";
import {
  countSubscriptions,
  deleteSubscription,
  findSubscriptionById,
  listSubscriptions,
  type SubscriptionRow,
} from "./subscriptions.repository";
import { audit, staffActor } from "../audit/audit";
import { csvStream, keysetPages } from "../exports/csv-export";
import type { ClientInfo } from "../staff/staff-common";

/** One page of a newest-first list: its rows and the id the next (older) page starts below, or null. */
export type ListPage<Row> = { rows: Row[]; olderThan: number | null };

/** A page of `size` from a fetch of `size + 1`: the extra row says whether there is another page. */
function pageOf<Row extends { id: number }>(fetched: Row[], size: number): ListPage<Row> {
  const rows = fetched.slice(0, size);
  return { rows, olderThan: fetched.length > size ? rows.at(-1)!.id : null };
}

export type SubscriberEntry = {
  id: number;
  email: string;
  state: SubscriberState;
  createdAt: string;
  confirmedAt: string | null;
};

const subscriberEntry = (r: SubscriptionRow): SubscriberEntry => ({
  id: r.id,
  email: r.email,
  state: r.confirmed_at ? "confirmed" : "waiting",
  createdAt: r.created_at,
  confirmedAt: r.confirmed_at,
});

/** The CSV export's columns (docs/product.md §10.5). */
export const SUBSCRIBER_CSV_HEADER = ["E-mail", "State", "Subscribed at", "Confirmed at"];

/** The marketing lists: contact messages and newsletter subscribers as marketing reads them (docs/product.md §10.5). */
export function createMarketingListsService({ db }: { db: Db }) {
  return {
    async messages(query: MarketingListQuery, size = MARKETING_LIST_PAGE_SIZE) {
      const fetched = await listContactMessages(db, {
        search: query.search || undefined,
        beforeId: query.before,
        limit: size + 1,
      });
      return pageOf(fetched, size);
    },

    message(id: number) {
      return findContactMessage(db, id);
    },

    /** Marks a message handled by this person, with an audit row; false when someone had already done it. */
    async markHandled(id: number, by: SignedInStaff, client: ClientInfo): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const changed = await markContactMessageHandled(trx, { id, userId: by.id, at: new Date().toISOString() });
        if (changed)
          await audit(trx, {
            actor: staffActor(by),
            action: AUDIT_ACTIONS.messageHandled,
            ip: client.ip,
            target: { type: "contact_message", id },
          });
        return changed;
      });
    },

    async subscribers(query: MarketingListQuery, size = MARKETING_LIST_PAGE_SIZE) {
      const [fetched, counts] = await Promise.all([
        listSubscriptions(db, { search: query.search || undefined, beforeId: query.before, limit: size + 1 }),
        countSubscriptions(db),
      ]);
      const page = pageOf(fetched, size);
      return { rows: page.rows.map(subscriberEntry), olderThan: page.olderThan, counts };
    },

    async subscriber(id: number): Promise<SubscriberEntry | null> {
      const row = await findSubscriptionById(db, id);
      return row ? subscriberEntry(row) : null;
    },

    /**
     * Removes one address from the list, with an audit row (its id, not the address: the point of
     * removing it is that it is no longer kept). Answers the address removed, or null when it was gone already.
     */
    async removeSubscriber(id: number, by: SignedInStaff, client: ClientInfo): Promise<{ email: string } | null> {
      return db.transaction().execute(async (trx) => {
        const row = await findSubscriptionById(trx, id);
        if (row) await deletePendingMailsOfSubscription(trx, id);
        const removed = row ? await deleteSubscription(trx, id) : false;
        if (removed)
          await audit(trx, {
            actor: staffActor(by),
            action: AUDIT_ACTIONS.subscriberRemoved,
            ip: client.ip,
            target: { type: "subscription", id },
          });
        return removed ? { email: row!.email } : null;
      });
    },

    /**
     * Every subscriber matching the search, as a CSV stream (server/exports/csv-export.ts), newest
     * first. The export is an audit row, written before the first byte leaves.
     */
    async exportSubscribers(
      search: string,
      by: SignedInStaff,
      client: ClientInfo,
    ): Promise<ReadableStream<Uint8Array>> {
      await audit(db, {
        actor: staffActor(by),
        action: AUDIT_ACTIONS.subscribersExported,
        ip: client.ip,
        detail: search ? { search } : undefined,
      });
      const pages = keysetPages(
        (before: number | undefined) =>
          listSubscriptions(db, { search: search || undefined, beforeId: before ?? null, limit: 1000 }),
        (r) => r.id,
        1000,
      );
      return csvStream(SUBSCRIBER_CSV_HEADER, pages, (r) => [
        r.email,
        r.confirmed_at ? "confirmed" : "waiting",
        r.created_at,
        r.confirmed_at,
      ]);
    },
  };
}
