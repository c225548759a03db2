import type { FirstTouch } from "~/domain/insights/first-touch";
import type { FirstTouched } from "./insights.table";

/** A first touch as a submission's columns (server/db/common-columns.ts); all null when none is known. */
export function touchColumns(touch: FirstTouch | null | undefined): FirstTouched {
  return {
    first_landing_path: touch?.landingPath ?? null,
    first_referrer_host: touch?.referrerHost ?? null,
    first_source: touch?.source ?? null,
    first_medium: touch?.medium ?? null,
    first_campaign: touch?.campaign ?? null,
  };
}

/** A submission's columns read back as its first touch; null when it has none. */
export function touchOfColumns(row: FirstTouched): FirstTouch | null {
  if (row.first_landing_path === null) return null;
  return {
    landingPath: row.first_landing_path,
    referrerHost: row.first_referrer_host,
    source: row.first_source,
    medium: row.first_medium,
    campaign: row.first_campaign,
  };
}
