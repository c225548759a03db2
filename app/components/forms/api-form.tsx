import type { ReactNode } from "react";
import type { ApiFormState } from "./use-api-form";
import { useLocalisedPath } from "~/components/use-localised-path";

/**
 * The <form> of a useApiForm form: a plain post to the page's action that works without JavaScript,
 * checked and sent to the API once hydrated (marked data-enhanced then, for tests and styles).
 */
export function ApiForm({
  form,
  action,
  encType,
  clearStatusOnInput = false,
  labelledBy,
  className,
  children,
}: {
  form: ApiFormState;
  /** Where the plain post goes; the current page when left out. */
  action?: string;
  encType?: "multipart/form-data";
  /** Typing in any field clears the message (docs/product.md §4.1). */
  clearStatusOnInput?: boolean;
  labelledBy?: string;
  className: string;
  children: ReactNode;
}) {
  const { hydrated, status, setStatus, fieldError, setFieldError, onSubmit } = form;
  const local = useLocalisedPath();
  return (
    <form
      data-enhanced={hydrated ? "true" : undefined}
      method="post"
      action={action === undefined ? undefined : local(action)}
      encType={encType}
      noValidate
      onSubmit={onSubmit}
      onInput={(event) => {
        if (clearStatusOnInput && status) setStatus(null);
        // Typing in the field a message stands beside clears that message.
        const target = event.target as HTMLInputElement;
        if (fieldError && target.name === fieldError.field) setFieldError(null);
      }}
      aria-labelledby={labelledBy}
      className={className}
    >
      {children}
    </form>
  );
}
