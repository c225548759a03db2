import type { FirstTouched, Id } from "../db/common-columns";

/** The one row (id 1) of the demo settings: the length of a demo and the company's holidays (JSON list of YYYY-MM-DD). */
export type DemoSettingsTable = { id: number; demo_minutes: number; holidays: string; updated_at: string };

/** A staff person who presents demos: the product slugs (JSON list) and weekly hours (JSON, app/domain/demo/availability.ts). */
export type DemoPresentersTable = { staff_user_id: number; products: string; hours: string; updated_at: string };

/** A booked demo, or a request for another time (state "requested", no start). */
export type DemoBookingsTable = FirstTouched & {
  id: Id;
  /** The calendar event's UID, kept for the booking's whole life. */
  uid: string;
  /** SHA-256 of the private link's token. */
  token_hash: string;
  state: "booked" | "cancelled" | "requested";
  /** JSON list of product slugs. */
  products: string;
  company: string;
  name: string;
  email: string;
  email_key: string;
  phone: string;
  country: string;
  note: string;
  start_at: string | null;
  end_at: string | null;
  /** The invitation's SEQUENCE: raised by each reschedule and the cancellation. */
  sequence: number;
  reminder_sent_at: string | null;
  updated_at: string;
  created_at: string;
  client_ip: string | null;
  /** The privacy notice it was sent under (docs/product.md §2.18); null before notices. */
  notice_version: string | null;
};

/** Which presenters a booked demo takes, and when: unique by person and start. */
export type DemoBookingPresentersTable = {
  booking_id: number;
  staff_user_id: number;
  start_at: string;
  end_at: string;
};

/** What sales and marketing know of a lead (one e-mail address), beyond its bookings and messages. */
export type DemoLeadsTable = {
  email_key: string;
  status: string;
  owner_user_id: number | null;
  notes: string;
  updated_at: string;
};
