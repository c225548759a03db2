import type { Audit, Id, NoticeVersioned } from "./common";

export type SubscriptionsTable = Audit &
  NoticeVersioned & {
    id: Id;
    email: string;
    /** Lower-cased address; unique, so a second subscription stores nothing new. */
    email_key: string;
    ip_address: string;
    browser_info: string;
    /** When the address confirmed it by the link mailed to it: only a confirmed address is subscribed. */
    confirmed_at: string | null;
    /** When the last confirmation mail was written, so a repeated form cannot flood an inbox. */
    confirmation_sent_at: string | null;
  };

export type ContactMessagesTable = Audit &
  NoticeVersioned & {
    id: Id;
    name: string;
    email: string;
    mobile: string;
    subject: string;
    message: string;
    ip_address: string;
    browser_info: string;
    /** When a staff member marked it handled, and who (staff_users.id); null while it waits. */
    handled_at: string | null;
    handled_by: number | null;
  };
