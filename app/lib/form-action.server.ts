import { data, type AppLoadContext } from "react-router";
import type { FormOutcome } from "~/domain/form-outcome";
import { HONEYPOT_FIELD } from "~/domain/honeypot";
import type { ClientAddedField } from "~/domain/schema-fields";
import {
  FORM_MALFORMED_MESSAGE,
  formClientContext,
  formXsrfValid,
  readFormData,
  textValues,
  XSRF_REJECTED_MESSAGE,
} from "./form-post.server";

/** A readable post with a valid XSRF token, as its form's service takes it. */
export type CheckedPost<F extends string, Extra> = {
  /** The posted text fields, "" where one is missing. */
  values: Record<F, string>;
  /** What the API's clients add: their address, browser and the honeypot. */
  client: Record<ClientAddedField, string>;
  /** The whole form, for its files. */
  form: FormData;
  extra: Extra;
};

export type FormActionOptions<F extends string, Extra extends object> = {
  /** The form's text fields, sent back after a failure so the page shows them again. */
  fields: readonly F[];
  /** The most the post may carry (readFormData's default when left out). */
  maxBytes?: number;
  /** With it, a post over `maxBytes` answers 413 with this message; without, it is unreadable (400). */
  tooLargeMessage?: string;
  /** More for the page with every answer, made from the posted fields ("" each when unreadable). */
  extra?: (values: Record<F, string>) => Extra;
  /** Hands the post to the form's service, which answers as it answers the API (a resume's reference included). */
  send: (post: CheckedPost<F, Extra>) => Promise<{ ok: boolean; message: string; reference?: string }>;
};

/**
 * The action of a page whose form posts without JavaScript: the same service, rules and messages as
 * its API endpoint, the answer shown in the page. An unreadable post is 400 (413 when too large and
 * the form says so), a missing or wrong XSRF token 403, a failed rule 400 with what was typed.
 */
export async function formAction<F extends string, Extra extends object = Record<never, never>>(
  { request, context }: { request: Request; context: AppLoadContext },
  { fields, maxBytes, tooLargeMessage, extra, send }: FormActionOptions<F, Extra>,
) {
  const more = (values: Record<F, string>) => extra?.(values) ?? ({} as Extra);
  const form = await readFormData(request, maxBytes);
  if (typeof form === "string") {
    const tooLarge = form === "too-large" && tooLargeMessage !== undefined;
    return data<FormOutcome & Extra>(
      { ok: false, message: tooLarge ? tooLargeMessage : FORM_MALFORMED_MESSAGE, ...more(blank(fields)) },
      { status: tooLarge ? 413 : 400 },
    );
  }
  const values = textValues(form, fields) as Record<F, string>;
  const added = more(values);
  if (!formXsrfValid(form, context)) {
    return data<FormOutcome & Extra>({ ok: false, message: XSRF_REJECTED_MESSAGE, values, ...added }, { status: 403 });
  }
  const client = { ...formClientContext(request, context), Website: String(form.get(HONEYPOT_FIELD) ?? "") };
  const result = await send({ values, client, form, extra: added });
  return data<FormOutcome & Extra>(result.ok ? { ...result, ...added } : { ...result, values, ...added }, {
    status: result.ok ? 200 : 400,
  });
}

function blank<F extends string>(fields: readonly F[]): Record<F, string> {
  return Object.fromEntries(fields.map((f) => [f, ""])) as Record<F, string>;
}
