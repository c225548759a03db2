import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "./button";

type ModalDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom; a Close button is always there. */
  actions?: ReactNode;
  size?: "md" | "lg";
};

/**
 * A native <dialog> opened with showModal(): the browser makes the rest of the page inert, keeps focus
 * inside and closes it on Escape. Focus goes back to whatever opened it.
 */
export function ModalDialog({ open, title, onClose, children, actions, size = "lg" }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Escape fires "cancel" then "close"; both paths end here, so the parent's state always follows.
  // The browser has usually put focus back on the opener already, and "close" comes a task later: a
  // keyboard user may have pressed Tab since, and is not pulled back. Focus is moved only when it is
  // nowhere (the page's body) or still in the closed dialog.
  function handleClose() {
    const back = opener.current;
    opener.current = null;
    if (open) onClose();
    const active = document.activeElement;
    const lost = active === null || active === document.body || ref.current?.contains(active);
    if (back && back.isConnected && lost) back.focus();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={handleClose}
      className={`m-auto w-[calc(100%-1.5rem)] ${size === "lg" ? "max-w-3xl" : "max-w-xl"} max-h-[calc(100dvh-1.5rem)] overflow-hidden rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60`}
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 bg-brand-900 px-5 py-4 text-white sm:px-6">
          <h2 id={titleId} className="text-lg font-bold sm:text-xl">
            {title}
          </h2>
        </div>
        {/* The content exists only while open, so every opening starts from a fresh form. */}
        <div className="overflow-y-auto px-5 py-5 sm:px-6">{open && children}</div>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-slate-50 px-5 py-4 sm:px-6">
          {open && actions}
          <Button variant="neutral" onClick={() => ref.current?.close()}>
            Close
          </Button>
        </div>
      </div>
    </dialog>
  );
}
