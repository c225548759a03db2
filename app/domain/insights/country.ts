/**
 * The visitor's country as the reverse proxy in front names it (INSIGHTS_COUNTRY_HEADER, decision 0186):
 * two letters of ISO 3166-1, kept in capitals; anything else is no country (""), and so is `XX`, which
 * Cloudflare sends when it does not know. The site never works a country out from an address itself.
 */
export function countryCode(header: string | undefined): string {
  const code = header?.trim().toUpperCase() ?? "";
  return /^[A-Z]{2}$/.test(code) && code !== "XX" ? code : "";
}

const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** How staff read a stored country: its English name with the code, the code alone if it has no name. */
export function countryLabel(code: string): string {
  const name = names.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}
