import type { Audit, Id } from "./common";

export type SubscriptionsTable = Audit & {
  id: Id;
  email: string;
  /** Lower-cased address; unique, so a second subscription stores nothing new. */
  email_key: string;
  ip_address: string;
  browser_info: string;
};

export type ContactMessagesTable = Audit & {
  id: Id;
  name: string;
  email: string;
  mobile: string;
  subject: string;
  message: string;
  ip_address: string;
  browser_info: string;
};
