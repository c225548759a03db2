import { data } from "react-router";
import { EXPORT_RETRY_AFTER_SECONDS, EXPORT_RUNNING_MESSAGE } from "~/domain/staff/exports";

/**
 * A file download from a resource route's loader: `Content-Disposition: attachment` with a file name
 * that is safe in a header, never cached (`no-store`) and never sniffed into something else.
 */
export function downloadResponse(
  body: BodyInit,
  { fileName, contentType }: { fileName: string; contentType: string },
): Response {
  return new Response(body, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": contentDisposition(fileName),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** A CSV export (server/exports/csv-export.ts builds the stream), e.g. `csvDownload("subscribers.csv", stream)`. */
export function csvDownload(fileName: string, body: ReadableStream<Uint8Array>): Response {
  return downloadResponse(body, { fileName, contentType: "text/csv; charset=utf-8" });
}

/**
 * `attachment` with an ASCII `filename` every browser reads (anything but letters, digits, `.`, `-`
 * and `_` becomes `_`, so no quote, CR/LF or path can get in) and, when the name has more than that,
 * the exact name as RFC 6266 / RFC 5987 `filename*` (UTF-8, percent-encoded). `inline` for a file shown
 * in the page (a resume in its frame).
 */
export function contentDisposition(fileName: string, type: "attachment" | "inline" = "attachment"): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, "_").replace(/^\.+/, "_") || "download";
  if (ascii === fileName) return `${type}; filename="${ascii}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** What an export route throws when the person's previous export is still running (server/exports/export-slots.ts). */
export function exportRunning() {
  return data(EXPORT_RUNNING_MESSAGE, {
    status: 429,
    headers: { "Retry-After": String(EXPORT_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
  });
}
