import { useFormWords, useMessage } from "./form-words";
import { TextField } from "./text-field";

/**
 * Who is writing: Name, Email and a mobile number, named as the API's fields and with the autofill
 * hints browsers know them by. `kept` holds what was typed before a failed post without JavaScript.
 */
export function PersonFields({
  id,
  limits,
  kept,
  mobileLabel,
  mobileError,
}: {
  /** The form's useId prefix. */
  id: string;
  limits: { nameMax: number; emailMax: number; mobileMax: number };
  kept: Record<string, string>;
  mobileLabel?: string;
  /** The mobile's message, shown beside it (docs/product.md §7.18). */
  mobileError?: string | null;
}) {
  const words = useFormWords();
  const message = useMessage();
  return (
    <>
      <TextField
        label={words.name}
        id={`${id}-name`}
        name="Name"
        autoComplete="name"
        maxLength={limits.nameMax}
        defaultValue={kept.Name}
      />
      <TextField
        label={words.email}
        id={`${id}-email`}
        name="Email"
        type="email"
        autoComplete="email"
        maxLength={limits.emailMax}
        defaultValue={kept.Email}
      />
      <TextField
        label={mobileLabel ?? words.mobile}
        id={`${id}-mobile`}
        name="Mobile"
        type="tel"
        autoComplete="tel"
        maxLength={limits.mobileMax}
        defaultValue={kept.Mobile}
        error={mobileError ? message(mobileError) : mobileError}
      />
    </>
  );
}
