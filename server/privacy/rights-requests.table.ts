import type { Audit, Id, NoticeVersioned } from "../db/common-columns";

/** A request about a person's data made on the rights page (docs/product.md §2.19, §10.11). */
export type RightsRequestsTable = Audit &
  NoticeVersioned & {
    id: Id;
    name: string;
    email: string;
    /** app/domain/rights-requests.ts RIGHTS_REQUEST_KINDS. */
    kind: string;
    details: string;
    ip_address: string;
    browser_info: string;
    /** When a staff member marked it answered, who (staff_users.id), and how (their note); null while it waits. */
    answered_at: string | null;
    answered_by: number | null;
    answer_note: string | null;
  };
