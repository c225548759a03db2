import { applicationStatusPath } from "~/domain/application-status-paths";
import { useState, type FormEvent } from "react";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { firstFailure, type Rule } from "~/domain/validation/rules";
import { clientContext, postJson } from "~/lib/api-client";
import type { FormOutcome } from "~/domain/form-outcome";
import type { FormStatusValue } from "./form-status";
import { clearForm, formValues } from "./text-field";
import { useHydrated } from "./use-hydrated";

type Values = Record<string, string>;

/** The status line's first message: the page action's answer after a post made without JavaScript. */
function statusOf(outcome: FormOutcome | undefined): FormStatusValue {
  return outcome ? { tone: outcome.ok ? "success" : "error", text: outcome.message } : null;
}

export type ApiFormOptions = {
  /** The form's rules, checked in order; the first failure is the only message shown. */
  rules: readonly Rule<Values>[];
  /** Checks beyond the rule list (the chosen file, say): a message when they fail. */
  check?: () => string | null;
  endpoint: string;
  /** The request's fields from the typed values, or an error message when they cannot be made. */
  body: (values: Values) => Promise<Record<string, unknown> | { error: string }> | Record<string, unknown>;
  /** The page action's answer after a post made without JavaScript. */
  outcome?: FormOutcome;
};

/**
 * What the site's simple forms share once JavaScript runs: the rules in order, 'Please wait' while
 * sending, the visitor's IP address and browser info and the honeypot added to the request, the
 * server's message in green or red, a cleared form on success, and nothing lost on a failure. The
 * reference number of what was stored, and its private status link, when the endpoint gives them, are
 * kept for the form to show.
 */
export function useApiForm({ rules, check, endpoint, body, outcome }: ApiFormOptions) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<FormStatusValue>(statusOf(outcome));
  const [reference, setReference] = useState<string | null>(outcome?.reference ?? null);
  const [statusLink, setStatusLink] = useState<string | null>(
    outcome?.statusToken ? applicationStatusPath(outcome.statusToken) : null,
  );
  const kept: Values = outcome && !outcome.ok ? (outcome.values ?? {}) : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const values = formValues(form);
    const verdict = firstFailure(rules, values);
    if (!verdict.ok) return setStatus({ tone: "error", text: verdict.message });
    const extra = check?.();
    if (extra) return setStatus({ tone: "error", text: extra });
    setPending(true);
    setStatus(null);
    setReference(null);
    setStatusLink(null);
    try {
      const fields = await body(values);
      if ("error" in fields && typeof fields.error === "string")
        return setStatus({ tone: "error", text: fields.error });
      const context = await clientContext();
      const result = await postJson<{ Message: string; Reference?: string; StatusLink?: string }>(endpoint, {
        ...fields,
        ...context,
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "",
      });
      if (result.ok) {
        setStatus({ tone: "success", text: result.data.Message });
        setReference(result.data.Reference ?? null);
        setStatusLink(result.data.StatusLink ?? null);
        clearForm(form);
      } else {
        setStatus({ tone: "error", text: result.message });
      }
    } finally {
      setPending(false);
    }
  }

  return { hydrated, pending, status, setStatus, reference, statusLink, kept, onSubmit };
}

export type ApiFormState = ReturnType<typeof useApiForm>;
