/**
 * Date of birth: sent as DD-MM-YYYY (docs/product.md §3.6), chosen from a date input limited to the age
 * window of docs/product.md §5.7: 1 January of (current year − 80) to 31 December of (current year − 17).
 */
export const AGE_MIN_YEARS = 17;
export const AGE_MAX_YEARS = 80;

export function birthDateWindow(currentYear: number): { min: string; max: string } {
  return { min: `${currentYear - AGE_MAX_YEARS}-01-01`, max: `${currentYear - AGE_MIN_YEARS}-12-31` };
}

/** DD-MM-YYYY to YYYY-MM-DD, or null when it is not a real calendar date in that format. */
export function parseDdMmYyyy(value: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m;
  const d = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (d.getUTCFullYear() !== Number(yyyy) || d.getUTCMonth() !== Number(mm) - 1 || d.getUTCDate() !== Number(dd))
    return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** YYYY-MM-DD (a date input's value) to DD-MM-YYYY; "" when empty or malformed. */
export function toDdMmYyyy(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : "";
}

/** DD-MM-YYYY back to YYYY-MM-DD for a date input; "" when malformed. */
export function toIsoDate(ddMmYyyy: string): string {
  return parseDdMmYyyy(ddMmYyyy) ?? "";
}

export function isInBirthDateWindow(isoDate: string, currentYear: number): boolean {
  const { min, max } = birthDateWindow(currentYear);
  return isoDate >= min && isoDate <= max;
}
