/**
 * The outcome of a console action, next to the form that made it: a confirmation (polite status) or
 * a refusal (alert). The region is always in the page, so a screen reader announces what appears.
 */
export function StaffNotice({ id, success, error }: { id: string; success?: string | null; error?: string | null }) {
  return (
    <div id={id} role={error ? "alert" : "status"} aria-atomic="true" className="min-h-0">
      {error ? (
        <p className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : success ? (
        <p className="mt-3 rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">
          {success}
        </p>
      ) : null}
    </div>
  );
}
