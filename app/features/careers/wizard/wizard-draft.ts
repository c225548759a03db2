import { initialWizardState, type WizardState } from "./wizard-state";

/**
 * The wizard's draft (docs/product.md §4.5): what was typed, never the file, kept in localStorage per
 * job so a reload or an accidental close loses nothing; cleared by a successful submit.
 */
const VERSION = 1;

export function draftKey(jobCode: number | string): string {
  return `kavach.job-application-draft.${jobCode}`;
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function storage(): StorageLike | null {
  try {
    return typeof window !== "undefined" ? window.localStorage : null;
  } catch {
    // Storage can be switched off; the wizard then simply keeps no draft.
    return null;
  }
}

export function loadDraft(jobCode: number | string, store: StorageLike | null = storage()): WizardState | null {
  try {
    const raw = store?.getItem(draftKey(jobCode));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { v?: number; state?: Partial<WizardState> };
    if (parsed.v !== VERSION || !parsed.state || typeof parsed.state !== "object") return null;
    const base = initialWizardState();
    const s = parsed.state;
    const step = s.step && [1, 2, 3, 4, 5].includes(s.step) ? s.step : 1;
    return {
      step,
      personal: { ...base.personal, ...(s.personal ?? {}) },
      qualifications:
        Array.isArray(s.qualifications) && s.qualifications.length > 0 ? s.qualifications : base.qualifications,
      experiences: Array.isArray(s.experiences) ? s.experiences : [],
      screening: s.screening && typeof s.screening === "object" ? s.screening : {},
    };
  } catch {
    return null;
  }
}

export function saveDraft(jobCode: number | string, state: WizardState, store: StorageLike | null = storage()): void {
  try {
    store?.setItem(draftKey(jobCode), JSON.stringify({ v: VERSION, state }));
  } catch {
    // A full or disabled storage must never break the form.
  }
}

export function clearDraft(jobCode: number | string, store: StorageLike | null = storage()): void {
  try {
    store?.removeItem(draftKey(jobCode));
  } catch {}
}
