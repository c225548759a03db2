import type { ComponentProps } from "react";
import { Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";

/**
 * A console form that posts one action of its page: the XSRF field, and the `intent` the page's action
 * reads (`intentOf`) to know which of its forms was sent. Works without JavaScript.
 */
export function IntentForm({
  intent,
  children,
  ...form
}: { intent: string } & Omit<ComponentProps<typeof Form>, "method">) {
  return (
    <Form method="post" {...form}>
      <XsrfField />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
