/** Whether an Accept-Encoding header admits gzip (named or by `*`, with a weight above zero). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const entry of header.split(",")) {
    const [coding = "", ...params] = entry.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (coding.trim() === "gzip") return weight > 0;
    if (coding.trim() === "*") star = weight > 0;
  }
  return star;
}
