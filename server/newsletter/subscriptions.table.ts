import type { Audit, FirstTouched, Id, NoticeVersioned } from "../db/common-columns";

export type SubscriptionsTable = Audit &
  NoticeVersioned &
  FirstTouched & {
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
