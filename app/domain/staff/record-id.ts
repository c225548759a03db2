/**
 * The largest id or code a record can have: an integer column holds up to 2^31 - 1 on both databases,
 * and PostgreSQL refuses a larger number as a parameter compared with one (an error, not "no such row").
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record's id or code from an address (a path segment or a query value), or null when it is none. */
export function parseRecordId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}
