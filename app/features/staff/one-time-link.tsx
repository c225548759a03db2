import { useState } from "react";
import { useHydrated } from "~/components/forms/use-hydrated";
import { Button } from "~/components/ui/button";

/**
 * A one-time link an admin just made (an invitation, a password reset), shown once in a read-only
 * field that is easy to select and copy, with a Copy button once the page's script runs (without it,
 * the field's text is selected and copied by hand). It is never shown again: only its hash is stored.
 */
export function OneTimeLink({ id, label, link, note }: { id: string; label: string; link: string; note: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Copied.");
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is selected for the keyboard.
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
      setCopied("Press Ctrl+C (or ⌘ C) to copy the selected link.");
    }
  }
  return (
    <div className="mt-4 rounded-md border border-amber-400 bg-amber-50 p-4">
      <label htmlFor={id} className="block font-bold text-amber-950">
        {label}
      </label>
      <p id={`${id}-note`} className="mt-1 text-sm text-amber-950">
        {note}
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          id={id}
          readOnly
          value={link}
          aria-describedby={`${id}-note`}
          onFocus={(e) => e.currentTarget.select()}
          className="block w-full min-w-0 rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900"
        />
        {hydrated && (
          <Button type="button" variant="secondary" onClick={copy}>
            Copy
          </Button>
        )}
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm font-semibold text-amber-950">
        {copied}
      </p>
    </div>
  );
}
