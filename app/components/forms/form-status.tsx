/** What a submit button says while its request is in flight. */
export const PENDING_LABEL = "Please wait";

export type FormStatusValue = { tone: "success" | "error"; text: string } | null;

/**
 * The status line under a form's button. The live region is always in the page (empty when there is
 * nothing to say) so screen readers announce each new message. Green on success, red otherwise.
 */
export function FormStatus({
  status,
  className = "",
  onDark = false,
}: {
  status: FormStatusValue;
  className?: string;
  onDark?: boolean;
}) {
  const tone = !status
    ? ""
    : status.tone === "success"
      ? onDark
        ? "text-green-200"
        : "text-green-800"
      : onDark
        ? "text-red-200"
        : "text-red-700";
  return (
    <p
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-tone={status?.tone}
      className={`min-h-6 text-sm font-semibold ${tone} ${className}`}
    >
      {status?.text}
    </p>
  );
}
