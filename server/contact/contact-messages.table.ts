import type { Audit, FirstTouched, Id, NoticeVersioned } from "../db/common-columns";

export type ContactMessagesTable = Audit &
  NoticeVersioned &
  FirstTouched & {
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
