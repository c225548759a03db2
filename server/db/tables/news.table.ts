import type { Audit, Id } from "./common";

export type NewsTable = Audit & {
  code: Id;
  title: string;
  description: string;
  image_url: string;
  /** Calendar date YYYY-MM-DD. */
  news_date: string;
  updated_at: string;
};
