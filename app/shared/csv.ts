/**
 * The CSV rules of every staff export (docs/product.md §10.5): RFC 4180 text, safe to open in a
 * spreadsheet. Pure, so the unit tests pin them; server/exports/csv-export.ts streams with them.
 */

/** What one cell may hold. null and undefined are empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

/** Written first so Excel reads the file as UTF-8 (Indian names, ₹) instead of the local code page. */
export const CSV_BOM = "\uFEFF";

/** RFC 4180: records end with CRLF. */
export const CSV_LINE_END = "\r\n";

/**
 * What makes a spreadsheet read a cell as a formula (OWASP, "CSV Injection"): `=`, `-`, `@`, tab and
 * carriage return at the start of the cell, and a `+` unless digits and spaces alone follow it (a digit at
 * least). A phone number written `+91 98470 12345` names no function, cell or command: it is written as
 * typed (issue 41, item 15: HR's export prefixed every mobile); `+1+cmd|' /C calc'!A0` or `+SUM(A1)` is
 * neutralised.
 */
const FORMULA_START = /^(?:[=\-@\t\r]|\+(?! *\d[\d ]*$))/;

/**
 * Text a person typed, made inert: a cell that would start a formula gets a leading `'`, which
 * spreadsheets show as text and do not evaluate. The one rule of every staff export.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One cell as it is written. Text is neutralised, then always quoted with inner quotes doubled (RFC
 * 4180 §2.5–2.7): quoting every text cell also keeps a `;` or `,` inside it from splitting the cell in
 * a spreadsheet set to another separator, which would start a new cell with `=`. Numbers are written
 * as they are (a number is never a formula; `-5` stays a number for sorting), non-finite ones empty.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  return `"${neutraliseFormula(value).replaceAll('"', '""')}"`;
}

/** One record: its cells joined by commas and ended by CRLF. */
export function csvLine(cells: readonly CsvValue[]): string {
  // Joined by hand: an export writes this for every row, and map + join make two arrays per row.
  let line = "";
  for (let i = 0; i < cells.length; i++) line += (i === 0 ? "" : ",") + csvCell(cells[i]);
  return line + CSV_LINE_END;
}
