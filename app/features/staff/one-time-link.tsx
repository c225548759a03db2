/**
 * A one-time link an admin just made (an invitation, a password reset), shown once in a read-only
 * field that is easy to select and copy. It is never shown again: only its hash is stored.
 */
export function OneTimeLink({ id, label, link, note }: { id: string; label: string; link: string; note: string }) {
  return (
    <div className="mt-4 rounded-md border border-amber-400 bg-amber-50 p-4">
      <label htmlFor={id} className="block font-bold text-amber-950">
        {label}
      </label>
      <p id={`${id}-note`} className="mt-1 text-sm text-amber-950">
        {note}
      </p>
      <input
        id={id}
        readOnly
        value={link}
        aria-describedby={`${id}-note`}
        className="mt-2 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-sm text-slate-900"
      />
    </div>
  );
}
