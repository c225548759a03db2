import { Fragment, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { FormStatus, type FormStatusValue } from "~/components/forms/form-status";
import { Button } from "~/components/ui/button";
import { ModalDialog } from "~/components/ui/modal-dialog";
import { firstFailure, type Rule } from "~/domain/validation/rules";
import type { WizardLookups } from "./lookups";
import { useCareersWords, useLocaliseMessage } from "../careers-words";

/** What the wizard gives an entry's popup. */
export type EntryPopupProps<T> = {
  /** The entry being edited, or a new empty one; null when the popup is closed. */
  editing: T | null;
  /** True when `editing` is a new entry ('Add New …'), false when it is one of the list's ('Edit …'). */
  adding: boolean;
  lookups: WizardLookups;
  currentYear: number;
  onSave: (entry: T) => void;
  onClose: () => void;
};

/** What the popup's form starts from: the entry as it was when the popup opened. */
export type EntryFormProps<T> = Omit<EntryPopupProps<T>, "editing" | "adding" | "onClose"> & { initial: T };

/**
 * The popup in which step 2 or 3 adds or edits one entry of its list (a qualification, a work
 * experience). Save submits the form inside; each opening starts from a fresh form for that entry.
 */
export function EntryDialog<T extends { Code: string }>({
  title,
  formId,
  editing,
  onClose,
  children,
}: {
  title: string;
  /** The id of the form inside, which the Save button submits. */
  formId: string;
  /** The entry being edited, or a new empty one; null when the popup is closed. */
  editing: T | null;
  onClose: () => void;
  children: (entry: T) => ReactNode;
}) {
  const w = useCareersWords().wizard;
  return (
    <ModalDialog
      open={editing !== null}
      title={title}
      onClose={onClose}
      actions={
        <Button type="submit" form={formId} variant="primary">
          {w.save}
        </Button>
      }
    >
      {editing && <Fragment key={editing.Code}>{children(editing)}</Fragment>}
    </ModalDialog>
  );
}

/**
 * An entry's values while its popup is open. Any change clears the message; Save checks the entry's
 * rules in order and hands it to `onValid` only when all pass.
 */
export function useEntryForm<T>(initial: T, rules: readonly Rule<T>[], onValid: (entry: T) => void) {
  const [entry, setEntry] = useState<T>(initial);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const set = (changes: Partial<T>) => {
    setEntry((prev) => ({ ...prev, ...changes }));
    setStatus(null);
  };
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const verdict = firstFailure(rules, entry);
    if (!verdict.ok) return setStatus({ tone: "error", text: verdict.message });
    onValid(entry);
  }
  return { entry, set, status, onSubmit };
}

/** The popup's form: its fields in two columns, then the status line. */
export function EntryForm({
  id,
  status,
  onSubmit,
  children,
}: {
  id: string;
  status: FormStatusValue;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const statusRef = useRef<HTMLDivElement>(null);
  // The rules' messages, in the page's language.
  const localise = useLocaliseMessage();
  // On a small screen the message may be below the fold of the popup: bring it into view.
  useEffect(() => {
    if (status) statusRef.current?.scrollIntoView({ block: "nearest" });
  }, [status]);
  return (
    <form id={id} noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      {children}
      <div ref={statusRef} className="sm:col-span-2">
        <FormStatus status={status && { ...status, text: localise(status.text) }} />
      </div>
    </form>
  );
}
