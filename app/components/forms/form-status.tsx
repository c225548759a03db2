import { FORMS_EN } from "~/content/messages/forms.en";
import { useMessage } from "./form-words";
import { useEffect, useRef } from "react";

/** What a submit button says while its request is in flight. */
export const PENDING_LABEL = FORMS_EN.pending;

export type FormStatusValue = { tone: "success" | "error"; text: string } | null;

/**
 * The status line under a form's button. The live region is always in the page (empty when there is
 * nothing to say) so screen readers announce each new message. Green on success, red otherwise.
 *
 * `reveal` (a long form, read on a phone): each new message takes the focus and is scrolled into the middle
 * of the screen, one shown when the page loads (the answer to a post) too, so the outcome never lands
 * off-screen (issue 41, item 12). Give it an `id` too, so a post made without JavaScript can name it as the
 * fragment of its action and the browser scrolls there by itself.
 */
export function FormStatus({
  status,
  className = "",
  onDark = false,
  id,
  reveal = false,
}: {
  status: FormStatusValue;
  className?: string;
  onDark?: boolean;
  id?: string;
  reveal?: boolean;
}) {
  const line = useRef<HTMLParagraphElement>(null);
  const message = useMessage();
  const text = status?.text;
  useEffect(() => {
    if (!reveal || !text || !line.current) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    line.current.focus({ preventScroll: true });
    line.current.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
  }, [reveal, text, status]);
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
      ref={line}
      id={id}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      tabIndex={reveal ? -1 : undefined}
      data-tone={status?.tone}
      className={`min-h-6 text-sm font-semibold ${reveal ? "scroll-mt-24" : ""} ${tone} ${className}`}
    >
      {status ? message(status.text) : null}
    </p>
  );
}
