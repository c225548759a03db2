import { Form } from "react-router";
import { XsrfField } from "~/components/forms/hidden-fields";
import { Button } from "~/components/ui/button";
import {
  OLD_ADDRESS_MAX,
  REDIRECT_STATUS_CHOICES,
  TARGET_MAX,
  type RedirectFieldErrors,
  type RedirectInput,
} from "~/domain/site-content/redirects";
import { StaffField, StaffSelect } from "./staff-field";

type Props = { values: RedirectInput; errors?: RedirectFieldErrors; submitLabel: string; intent: string };

/** A redirect's three fields: the old address, where it sends, and 301 or 302. */
export function RedirectForm({ values, errors, submitLabel, intent }: Props) {
  return (
    <Form method="post" className="space-y-5">
      <XsrfField />
      <StaffField
        id="redirect-from"
        name="from"
        type="text"
        label="Old address"
        hint="A path on this site, such as /products/old-name. Its letter case and a trailing / do not matter."
        error={errors?.from}
        defaultValue={values.from}
        maxLength={OLD_ADDRESS_MAX}
        required
      />
      <StaffField
        id="redirect-to"
        name="to"
        type="text"
        label="New address"
        hint="A path on this site, such as /product/gi, or a full https:// address. A visitor's query (?…) is kept."
        error={errors?.to}
        defaultValue={values.to}
        maxLength={TARGET_MAX}
        required
      />
      <StaffSelect
        id="redirect-status"
        name="status"
        label="Kind of move"
        error={errors?.status}
        options={REDIRECT_STATUS_CHOICES}
        defaultValue={values.status || "301"}
      />
      <Button type="submit" variant="primary" name="intent" value={intent}>
        {submitLabel}
      </Button>
    </Form>
  );
}
