/**
 * Date of birth: sent as DD-MM-YYYY (docs/product.md §3.6), chosen from a date input limited to the age
 * window of docs/product.md §5.7: from 1 January of (current year − 80) to the day the applicant turns 18
 * on the day of applying. The original window ended on 31 December of (current year − 17); India's data
 * protection law asks for a parent's verified consent below 18, which an online form cannot get.
 */
export const ADULT_AGE_YEARS = 18;
export const AGE_MAX_YEARS = 80;

/** The latest birth date of someone who is 18 on `today` (YYYY-MM-DD); 29 February gives way to the 28th. */
export function latestAdultBirthDate(today: string): string {
  const [year, month, day] = today.split("-");
  const sameDay = `${Number(year) - ADULT_AGE_YEARS}-${month}-${day}`;
  return parseDdMmYyyy(toDdMmYyyy(sameDay)) ?? `${Number(year) - ADULT_AGE_YEARS}-${month}-28`;
}

/** The date input's range on `today` (YYYY-MM-DD): the oldest and the youngest applicant. */
export function birthDateWindow(today: string): { min: string; max: string } {
  return { min: `${Number(today.slice(0, 4)) - AGE_MAX_YEARS}-01-01`, max: latestAdultBirthDate(today) };
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

/** Born on or before the day 18 years before `today`. */
export function isAdultOn(isoBirthDate: string, today: string): boolean {
  return isoBirthDate <= latestAdultBirthDate(today);
}

/** Born no earlier than 1 January of the year 80 years before `today`'s. */
export function isWithinOldestAge(isoBirthDate: string, today: string): boolean {
  return isoBirthDate >= birthDateWindow(today).min;
}
