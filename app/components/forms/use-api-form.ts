import { applicationStatusPath } from "~/domain/application-status-paths";
import { useState, type FormEvent } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/seo/page-meta";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import { commonFieldOf } from "~/domain/validation/common-rules";
import { firstFailure, type Rule } from "~/domain/validation/rules";
import { clientContext, postJson } from "~/lib/api-client";
import type { FormOutcome } from "~/domain/form-outcome";
import type { FormStatusValue } from "./form-status";
import { clearForm, formValues } from "./text-field";
import { useHydrated } from "./use-hydrated";

type Values = Record<string, string>;

/** A message shown beside its field (the mobile's, docs/product.md §7.18) rather than on the status line. */
export type FieldError = { field: string; message: string } | null;

function fieldErrorOf(message: string): FieldError {
  const field = commonFieldOf(message);
  return field ? { field, message } : null;
}

/** The status line's first message: the page action's answer after a post made without JavaScript. */
function statusOf(outcome: FormOutcome | undefined): FormStatusValue {
  if (!outcome || (!outcome.ok && fieldErrorOf(outcome.message))) return null;
  return { tone: outcome.ok ? "success" : "error", text: outcome.message };
}

export type ApiFormOptions = {
  /** The form's rules, checked in order; the first failure is the only message shown. */
  rules: readonly Rule<Values>[];
  /** Checks beyond the rule list (the chosen file, say): a message when they fail. */
  check?: (values: Values) => string | null;
  endpoint: string;
  /** The request's fields from the typed values, or an error message when they cannot be made. */
  body: (values: Values) => Promise<Record<string, unknown> | { error: string }> | Record<string, unknown>;
  /** The page action's answer after a post made without JavaScript. */
  outcome?: FormOutcome;
  /**
   * Sends the page's language as `?lang=` on the endpoint's address, for a service that stores it with the
   * notice's version (docs/decisions/0190-notice-language.md).
   */
  language?: boolean;
};

/**
 * What the site's simple forms share once JavaScript runs: the rules in order, 'Please wait' while
 * sending, the visitor's IP address and browser info and the honeypot added to the request, the
 * server's message in green or red, a cleared form on success, and nothing lost on a failure. The
 * reference number of what was stored, and its private status link, when the endpoint gives them, are
 * kept for the form to show.
 */
export function useApiForm({ rules, check, endpoint, body, outcome, language = false }: ApiFormOptions) {
  const hydrated = useHydrated();
  // The page's language travels in the address, stored with the notice's version (decision 0190).
  const locale = useRouteLoaderData<RootData>("root")?.locale ?? "en";
  const address = language ? `${endpoint}${endpoint.includes("?") ? "&" : "?"}lang=${locale}` : endpoint;
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<FormStatusValue>(statusOf(outcome));
  const [fieldError, setFieldError] = useState<FieldError>(
    outcome && !outcome.ok ? fieldErrorOf(outcome.message) : null,
  );
  const [reference, setReference] = useState<string | null>(outcome?.reference ?? null);
  const [statusLink, setStatusLink] = useState<string | null>(
    outcome?.statusToken ? applicationStatusPath(outcome.statusToken) : null,
  );
  const kept: Values = outcome && !outcome.ok ? (outcome.values ?? {}) : {};

  /** A refusal: beside its field (which takes the focus) when it has one, else on the status line. */
  function refuse(form: HTMLFormElement, message: string) {
    const beside = fieldErrorOf(message);
    setFieldError(beside);
    if (!beside) return setStatus({ tone: "error", text: message });
    setStatus(null);
    const input = form.elements.namedItem(beside.field);
    if (input instanceof HTMLInputElement) input.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const values = formValues(form);
    const verdict = firstFailure(rules, values);
    if (!verdict.ok) return refuse(form, verdict.message);
    setFieldError(null);
    const extra = check?.(values);
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
      const result = await postJson<{ Message: string; Reference?: string; StatusLink?: string }>(address, {
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
        refuse(form, result.message);
      }
    } finally {
      setPending(false);
    }
  }

  return { hydrated, pending, status, setStatus, fieldError, setFieldError, reference, statusLink, kept, onSubmit };
}

export type ApiFormState = ReturnType<typeof useApiForm>;
