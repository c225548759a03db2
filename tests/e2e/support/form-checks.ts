import { expect, type Locator, type Page } from "@playwright/test";
import { commonFieldOf } from "~/domain/validation/common-rules";
import { NETWORK_FAILURE_MESSAGE, RATE_LIMIT_FAILURE_MESSAGE, SERVER_FAILURE_MESSAGE } from "~/lib/api-client";
import { axeViolations } from "./axe";
import { holdRequests } from "./hold-request";

/** What the checks below look at in a form: the live region of its message, and its submit button. */
export type FormParts = { status: Locator; button: Locator };

/** The ways a submission can fail that every form must survive, and the message each must show. */
export const SUBMISSION_FAILURES = [
  ["a network error", "abort", NETWORK_FAILURE_MESSAGE],
  ["a 500", 500, SERVER_FAILURE_MESSAGE],
  ["a 429", 429, RATE_LIMIT_FAILURE_MESSAGE],
] as const;

/** Makes every POST to `url` fail: the connection refused, or answered with that status and `body`. */
export function failSubmissions(page: Page, url: string, fail: "abort" | number, body = "{}") {
  return page.route(url, (route) =>
    fail === "abort"
      ? route.abort("connectionfailed")
      : route.fulfill({ status: fail, contentType: "application/json", body }),
  );
}

/** The form shows `message` as an error (in red) and can be submitted again. */
export async function expectError(form: FormParts, message: string) {
  await expect(form.status).toHaveText(message);
  await expect(form.status).toHaveAttribute("data-tone", "error");
  await expect(form.button).toBeEnabled();
}

/**
 * The mobile's message stands beside its field (docs/product.md §7.18): the field describes itself with
 * it and takes the focus, and the status line stays empty.
 */
export async function expectBesideField(form: FormParts, input: Locator, message: string) {
  await expect(input).toHaveAccessibleDescription(message);
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(input).toBeFocused();
  await expect(form.status).toHaveText("");
  await expect(form.button).toBeEnabled();
}

/**
 * Each step fills one field and submits: the form then shows that step's message alone, as an error:
 * on the status line, or beside the mobile field (`mobile`) for the mobile's messages.
 */
export async function expectErrorsInTurn(
  field: (label: string) => Locator,
  form: FormParts,
  steps: [label: string, value: string, message: string][],
  mobile?: Locator,
) {
  for (const [label, value, message] of steps) {
    await field(label).fill(value);
    await form.button.click();
    if (mobile && commonFieldOf(message)) await expectBesideField(form, mobile, message);
    else await expectError(form, message);
  }
}

/**
 * Submits with the request to `url` held: while it is in flight the button reads 'Please wait' and
 * cannot be pressed; then the request goes on and the form shows `success` (in green).
 */
export async function submitWhileHeld(page: Page, url: string, form: FormParts, success: string) {
  const release = await holdRequests(page, url);
  await form.button.click();
  await expect(form.button).toHaveText("Please wait");
  await expect(form.button).toBeDisabled();
  release();
  await expect(form.status).toHaveText(success);
  await expect(form.status).toHaveAttribute("data-tone", "success");
}

/**
 * Submits and, once the form shows `message`, checks the page's main content with axe-core: no
 * violations. The test's browser context must bypass CSP (see ./axe).
 */
export async function expectAccessibleAfterSubmit(page: Page, form: FormParts, message: string) {
  await form.button.click();
  await expect(form.status).toHaveText(message);
  expect(await axeViolations(page, "#main")).toEqual([]);
}
