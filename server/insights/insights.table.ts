import type { Generated } from "kysely";

/**
 * A page view as stored for the raw days (decision 0169): no address, no cookie, no browser string; the
 * visitor only as a hash salted with the day's salt. Empty text means "none" in every grouping column.
 */
export type PageViewsTable = {
  /** YYYY-MM-DD in the company's time zone: the day whose salt made `visitor_hash`. */
  day: string;
  viewed_at: string;
  path: string;
  source: string;
  medium: string;
  campaign: string;
  referrer_host: string;
  /** mobile, tablet or desktop (app/domain/insights/page-view-rules.ts). */
  device: string;
  /** ISO 3166-1 alpha-2 as the proxy in front named it (INSIGHTS_COUNTRY_HEADER, decision 0186), else "". */
  country: string;
  visitor_hash: string;
};

/** A day's views and distinct visitors of one group of views: the columns both tables of sums share. */
type DaySums = {
  day: string;
  path: string;
  source: string;
  medium: string;
  campaign: string;
  referrer_host: string;
  country: Generated<string>;
  views: number;
  visitors: number;
};

/** One day's views and distinct visitors per page, source, medium, campaign, referrer and device. */
export type PageViewDaysTable = DaySums & { device: string };

/**
 * A finished day's views and distinct visitors per report grouping (decision 0176): `grouping` names the
 * columns summed by; the other columns hold "".
 */
export type PageViewSummariesTable = DaySums & { grouping: string };

/** The random salt of one day's visitor hashes; deleted when the day is over. */
export type VisitorSaltsTable = { day: string; salt: string };

/** The first-touch columns of the submissions' tables, for the use cases that read and write them. */
export type { FirstTouched } from "../db/common-columns";
