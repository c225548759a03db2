import type { WeeklyHours } from "~/domain/demo/availability";
import { chosenProducts, productName } from "~/content/product-index";
import { spreadsheetTimesIn } from "~/domain/dates";
import {
  DEMO_BOOKING_STATE_LABELS,
  demoSettingsMessages,
  isLeadStatus,
  LEAD_NOTES_MAX,
  LEAD_STATUS_LABELS,
  leadMessages,
  mayOwnLeads,
  parseDemoMinutes,
  parseHolidays,
  type LeadStatus,
} from "~/domain/demo/demo-settings";
import { AUDIT_ACTIONS } from "~/domain/staff/audit-actions";
import type { SignedInStaff } from "~/domain/staff/staff-user";
import { storableText } from "~/domain/validation/patterns";
import type { Db } from "../db/database";
import {
  deleteDemoPresenter,
  findLead,
  isDemoLead,
  listLeads,
  updateDemoSettings,
  upcomingDemos,
  upsertDemoPresenter,
  upsertLead,
  type LeadRow,
} from "./demos.repository";
import { heldDemoBookingsOf } from "./demo-personal-data.repository";
import { parseList } from "./demo-deps";
import { findStaffUserById, listStaffUsers } from "../staff/staff-users.repository";
import { audit, staffActor } from "../audit/audit";
import { addressPseudonym } from "../privacy/erase-person";
import { csvStream } from "../exports/csv-export";
import type { ClientInfo } from "../staff/staff-common";
import { touchOfColumns } from "../insights/touch-columns";
import { sourceLabel, type FirstTouch } from "~/domain/insights/first-touch";

/** The most leads the console lists and exports. */
const LEADS_LIMIT = 2000;

export type StaffOutcome = { ok: true } | { ok: false; error: string; field?: string };

/** A lead, with the first touch of its earliest booking or message that has one (its source). */
export type Lead = Omit<LeadRow, "status"> & { status: LeadStatus; touch: FirstTouch | null };
const leadOf = (r: LeadRow): Lead => ({
  ...r,
  status: isLeadStatus(r.status) ? r.status : "new",
  touch: touchOfColumns(r),
});

/** The leads' CSV: the lead, then what its latest booking or request asked for. */
export const LEAD_CSV_HEADER = [
  "E-mail",
  "Name",
  "Company",
  "Status",
  "Owner",
  "Demo bookings",
  "Contact messages",
  "Last contact",
  "Notes",
  "Latest booking",
  "Products",
  "Demo time",
  "Phone",
  "Country",
  "Visitor's note",
  "Source",
  "Landing page",
];

/**
 * The console's side of demos (docs/staff-console.md): the settings that make the free times, the
 * upcoming demos and the leads. Every change writes an audit row in its own transaction. `timeZone` is
 * the company's: the leads' CSV writes its times on that clock, as every export does.
 */
export function createDemoStaffService({ db, timeZone }: { db: Db; timeZone: string }) {
  async function enabledStaff() {
    return (await listStaffUsers(db)).filter((u) => !u.disabled_at);
  }
  return {
    async saveSettings(
      input: { minutes: string; holidays: string },
      by: SignedInStaff,
      client: ClientInfo,
    ): Promise<StaffOutcome> {
      const minutes = parseDemoMinutes(input.minutes);
      if (minutes === null) return { ok: false, error: demoSettingsMessages.minutesInvalid, field: "minutes" };
      const parsed = parseHolidays(input.holidays);
      if ("error" in parsed) return { ok: false, error: parsed.error, field: "holidays" };
      await db.transaction().execute(async (trx) => {
        await updateDemoSettings(trx, {
          demo_minutes: minutes,
          holidays: JSON.stringify(parsed.holidays),
          updated_at: new Date().toISOString(),
        });
        await audit(trx, {
          actor: staffActor(by),
          action: AUDIT_ACTIONS.demoSettingsSaved,
          ip: client.ip,
          detail: { minutes, holidays: parsed.holidays },
        });
      });
      return { ok: true };
    },

    async savePresenter(
      input: { staffUserId: number; products: string[]; hours: WeeklyHours },
      by: SignedInStaff,
      client: ClientInfo,
    ): Promise<StaffOutcome> {
      const products = chosenProducts(input.products);
      if (products.length === 0) return { ok: false, error: demoSettingsMessages.productsRequired, field: "products" };
      const person = await findStaffUserById(db, input.staffUserId);
      if (!person || person.disabled_at)
        return { ok: false, error: demoSettingsMessages.presenterUnknown, field: "staffUserId" };
      await db.transaction().execute(async (trx) => {
        await upsertDemoPresenter(trx, {
          staff_user_id: person.id,
          products: JSON.stringify(products),
          hours: JSON.stringify(input.hours),
          updated_at: new Date().toISOString(),
        });
        await audit(trx, {
          actor: staffActor(by),
          action: AUDIT_ACTIONS.demoPresenterSaved,
          ip: client.ip,
          target: { type: "staff_user", id: person.id },
          detail: { products, hours: input.hours },
        });
      });
      return { ok: true };
    },

    async removePresenter(staffUserId: number, by: SignedInStaff, client: ClientInfo): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const removed = await deleteDemoPresenter(trx, staffUserId);
        if (removed)
          await audit(trx, {
            actor: staffActor(by),
            action: AUDIT_ACTIONS.demoPresenterRemoved,
            ip: client.ip,
            target: { type: "staff_user", id: staffUserId },
          });
        return removed;
      });
    },

    /** Enabled staff accounts, for the presenter choice. */
    async staffPeople() {
      return (await enabledStaff()).map((u) => ({ id: u.id, name: u.name, email: u.email }));
    },

    /** Enabled accounts that may own a lead (mayOwnLeads: marketing, sales, admins), for the owner choice. */
    async leadOwners() {
      return (await enabledStaff())
        .filter((u) => mayOwnLeads(u.role))
        .map((u) => ({ id: u.id, name: u.name, email: u.email }));
    },

    upcoming(now = new Date()) {
      return upcomingDemos(db, now.toISOString(), 200);
    },

    async leads(): Promise<Lead[]> {
      return (await listLeads(db, LEADS_LIMIT)).map(leadOf);
    },

    async lead(emailKey: string): Promise<Lead | undefined> {
      const row = (await listLeads(db, LEADS_LIMIT)).find((l) => l.email_key === emailKey);
      return row && leadOf(row);
    },

    /** What a lead booked or asked for, oldest first: products, time, phone, country, note, state. */
    async leadBookings(emailKey: string) {
      return (await heldDemoBookingsOf(db, emailKey)).map((b) => ({
        id: b.id,
        state: b.state,
        products: parseList(b.products).map(productName),
        start: b.start_at,
        end: b.end_at,
        company: b.company,
        phone: b.phone,
        country: b.country,
        note: b.note,
        createdAt: b.created_at,
      }));
    },

    /** Sets a lead's status, owner and notes, recording what changed. */
    async updateLead(
      emailKey: string,
      input: { status: string; ownerId: string; notes: string },
      by: SignedInStaff,
      client: ClientInfo,
    ): Promise<StaffOutcome> {
      if (!isLeadStatus(input.status)) return { ok: false, error: "Choose a status from the list", field: "status" };
      const ownerId = input.ownerId === "" ? null : Number(input.ownerId);
      if (ownerId !== null) {
        const owner = Number.isInteger(ownerId) ? await findStaffUserById(db, ownerId) : undefined;
        if (!owner || owner.disabled_at || !mayOwnLeads(owner.role))
          return { ok: false, error: leadMessages.ownerInvalid, field: "owner" };
      }
      const notes = storableText(input.notes.trim());
      if (notes.length > LEAD_NOTES_MAX)
        return { ok: false, error: `Notes must not be longer than ${LEAD_NOTES_MAX} characters`, field: "notes" };
      if (!(await isDemoLead(db, emailKey))) return { ok: false, error: "There is no such lead" };
      await db.transaction().execute(async (trx) => {
        const before = await findLead(trx, emailKey);
        await upsertLead(trx, {
          email_key: emailKey,
          status: input.status,
          owner_user_id: ownerId,
          notes,
          updated_at: new Date().toISOString(),
        });
        await audit(trx, {
          actor: staffActor(by),
          action: AUDIT_ACTIONS.leadChanged,
          ip: client.ip,
          // The address's pseudonym, as a person's rows are named: the trail keeps no address (§10.5).
          target: { type: "lead", id: addressPseudonym(emailKey) },
          detail: {
            status: { from: before?.status ?? "new", to: input.status },
            owner: { from: before?.owner_user_id ?? null, to: ownerId },
            ...(notes !== (before?.notes ?? "") ? { notesChanged: true } : {}),
          },
        });
      });
      return { ok: true };
    },

    /**
     * Every lead as CSV (spreadsheet formulas neutralised by csvStream's cells); an audit row first. Times
     * are the company's wall clock as `YYYY-MM-DD HH:MM`, as in HR's export (spreadsheetTimesIn).
     */
    async exportLeads(by: SignedInStaff, client: ClientInfo): Promise<ReadableStream<Uint8Array>> {
      await audit(db, { actor: staffActor(by), action: AUDIT_ACTIONS.leadsExported, ip: client.ip });
      const rows = await this.leads();
      async function* pages() {
        yield rows;
      }
      const wallClock = spreadsheetTimesIn(timeZone);
      return csvStream(LEAD_CSV_HEADER, pages(), (r) => [
        r.email,
        r.name,
        r.company,
        LEAD_STATUS_LABELS[r.status],
        r.owner_name ?? "",
        r.bookings,
        r.messages,
        wallClock(r.last_at),
        r.notes ?? "",
        DEMO_BOOKING_STATE_LABELS[r.latest_state],
        parseList(r.latest_products).map(productName).join(", "),
        r.latest_start_at ? wallClock(r.latest_start_at) : "",
        r.phone,
        r.country,
        r.note,
        sourceLabel(r.touch),
        r.touch?.landingPath ?? "",
      ]);
    },
  };
}
